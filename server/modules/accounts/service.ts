import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { passwordProblem } from "../../../domain/users/common-passwords.ts";
import type { LoginRequest, RegisterRequest, User } from "../../../domain/users/user-schemas.ts";
import { loginTypeOf } from "../../../domain/users/users.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/password.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { acceptedPasswordHash, setPassword } from "../../auth/set-password.ts";
import { ConfigError } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { users } from "../../db/schema/users.ts";
import { conflict, unauthorized } from "../../errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";

export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    client_type: row.clientType,
    full_name: row.fullName,
    phone: row.phone,
    company_name: row.companyName,
    inn: row.inn,
    created_at: row.createdAt.toISOString(),
  };
}

/** A new client account and, in the same transaction, their consent to the offer and the policy. */
export async function registerClient(
  db: Db,
  input: RegisterRequest,
  origin: ConsentOrigin,
): Promise<UserRow> {
  const passwordHash = await acceptedPasswordHash(input.password, [input.email, input.full_name]);
  try {
    return await db.transaction(async (tx) => {
      const row = one(
        await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            fullName: input.full_name,
            role: "client",
            clientType: input.client_type,
          })
          .returning(),
      );
      await recordConsent(tx, {
        context: "registration",
        origin,
        shown: {
          offer_version: input.offer_version,
          privacy_policy_version: input.privacy_policy_version,
        },
        userId: row.id,
        person: { name: row.fullName, email: row.email },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_TEXTS.emailTaken);
    throw error;
  }
}

/** Checks e-mail, password and that the chosen login type is the account's own. */
export async function authenticate(db: Db, input: LoginRequest): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    await verifyAgainstDummy(input.password);
    throw unauthorized(AUTH_TEXTS.wrongCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw unauthorized(AUTH_TEXTS.wrongCredentials);
  }
  const accountType = loginTypeOf({ role: row.role, client_type: row.clientType });
  if (accountType !== input.login_type) {
    throw unauthorized(AUTH_TEXTS.wrongLoginType[accountType]);
  }
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type OperatorAccountResult =
  | { action: "configured"; email: string }
  | { action: "generated"; email: string; password: string }
  | { action: "exists" };

/** Must pass the login form's e-mail check, so a real-looking domain under .local. */
export const GENERATED_ADMIN_EMAIL = "admin@yurpomosh.local";

/**
 * The operator account (issue 2): ADMIN_EMAIL/ADMIN_PASSWORD create or update an admin at start;
 * without them, and with no admin yet, one is created with a random password shown once. A
 * changed ADMIN_PASSWORD ends the admin's sessions (setPassword); the same one keeps them, so a
 * restart does not sign the operator out. A common ADMIN_PASSWORD stops the start.
 */
export async function ensureOperatorAccount(
  db: Db,
  configured: { email?: string; password?: string },
  events?: EventBus,
): Promise<OperatorAccountResult> {
  if (configured.email && configured.password) {
    const email = configured.email.trim().toLowerCase();
    const password = configured.password;
    const problem = await passwordProblem(password, [email]);
    // The operator reads this in the start-up log: it may name the setting, no user page shows it.
    if (problem) throw new ConfigError(`ADMIN_PASSWORD не подходит: ${problem}`);
    const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!existing) {
      await db.insert(users).values({
        email,
        passwordHash: await hashPassword(password),
        fullName: "Администратор",
        role: "admin",
        clientType: null,
      });
      return { action: "configured", email };
    }
    if (existing.role !== "admin") {
      await db
        .update(users)
        .set({ role: "admin", clientType: null, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
    }
    if (!(await verifyPassword(existing.passwordHash, password))) {
      await setPassword(db, events, existing, password);
    }
    return { action: "configured", email };
  }
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["admin"]))
    .limit(1);
  if (admin) return { action: "exists" };
  const password = randomBytes(12).toString("base64url");
  await db.insert(users).values({
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    fullName: "Администратор",
    role: "admin",
    clientType: null,
  });
  return { action: "generated", email: GENERATED_ADMIN_EMAIL, password };
}
