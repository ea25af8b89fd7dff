import { randomBytes } from "node:crypto";
import type { User } from "../../domain/users/user-schemas.ts";
import type { ClientType, LoginType } from "../../domain/users/users.ts";
import type { App } from "../app.ts";
import { confirmedPhone } from "./phone-fixtures.ts";

export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${randomBytes(5).toString("hex")}@example.ru`;

export async function registerClient(
  app: App,
  input: {
    clientType?: ClientType;
    email?: string;
    password?: string;
    fullName?: string;
    phone?: string;
  } = {},
) {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? "secret-password";
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email,
      password,
      full_name: input.fullName ?? "Тестовый Клиент",
      client_type: input.clientType ?? "individual",
      agree_to_terms: true,
      ...(await confirmedPhone(app, input.phone)),
    },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { access_token: string; user: User };
  return { token: body.access_token, user: body.user, email, password };
}

export async function loginAs(app: App, email: string, password: string, loginType: LoginType) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, login_type: loginType },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { access_token: string; user: User }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Opens the session's re-authentication window (decision 049) with the account's password (and
 * code), as the cabinet's dialog does: what grants power or moves money then runs for 10 minutes.
 */
export async function reauthenticate(app: App, token: string, password: string, code?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/reauthenticate",
    headers: bearer(token),
    payload: code ? { password, code } : { password },
  });
  if (response.statusCode !== 200) throw new Error(`reauthenticate failed: ${response.body}`);
}

/** A member of staff signed in and re-authenticated, as after the cabinet's password dialog. */
export async function loginAsStaff(app: App, email: string, password: string) {
  const token = await loginAs(app, email, password, "executor");
  await reauthenticate(app, token, password);
  return token;
}
