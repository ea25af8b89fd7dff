import { generate } from "otplib";
import { hashPassword } from "../auth/password.ts";
import { users } from "../db/schema/users.ts";
import { bearer, loginAs, reauthenticate, uniqueEmail } from "./fixtures.ts";
import { uniqueMobile } from "./phone-fixtures.ts";
import type { TestApp } from "./test-app.ts";

/**
 * An executor (or admin) of the test's own, signed in and re-authenticated (decision 049): staff
 * accounts are not self-registered.
 */
export async function createStaff(t: TestApp, role: "executor" | "admin" = "executor") {
  const email = uniqueEmail(role);
  const password = "staff-password-2026";
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      fullName: "Сотрудник",
      role,
      // Staff of the test's own count as confirmed, like the demo's (issue 45).
      phone: uniqueMobile(),
      phoneConfirmedAt: new Date(),
    })
    .returning();
  const token = await loginAs(t.app, email, password, "executor");
  await reauthenticate(t.app, token, password);
  return { id: row!.id, email, password, token };
}

/** A TOTP code `stepsAhead` 30-second steps from now, as the person's authenticator shows it. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Turns the second factor on for a staff account through the API, as the cabinet does; returns
 * the secret (read from the set-up answer) and the recovery codes. The code used is of the
 * current step: the next login needs a later one (totpCode(secret, 1)).
 */
export async function turnOnSecondFactor(t: TestApp, staff: { token: string; password: string }) {
  const setup = await t.app.inject({
    method: "POST",
    url: "/api/auth/second-factor/setup",
    headers: bearer(staff.token),
    payload: { current_password: staff.password },
  });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirm = await t.app.inject({
    method: "POST",
    url: "/api/auth/second-factor/confirm",
    headers: bearer(staff.token),
    payload: { code: await totpCode(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}
