import { expect } from "vitest";
import type { App } from "../app.ts";
import { bearer, loginAs, reauthenticate, registerClient } from "./fixtures.ts";
import { buildTestApp, type TestApp } from "./test-app.ts";

/** The operator account back-office tests start their app with. */
export const TEST_ADMIN = {
  email: "admin@example.ru",
  password: "admin-password",
  /** ADMIN_PHONE: the operator's number counts as confirmed (issue 45 §2). */
  phone: "+79990000098",
} as const;

/** An app on the demo content with an operator (admin) account besides the demo executor. */
export function buildBackOfficeTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    webDistDir?: string;
    officeHours?: "around-the-clock" | "as-seeded";
  } = {},
): Promise<TestApp> {
  return buildTestApp({
    seedDemo: options.seedDemo ?? true,
    webDistDir: options.webDistDir,
    officeHours: options.officeHours,
    env: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_PHONE: TEST_ADMIN.phone,
      ...options.env,
    },
  });
}

/** A token for each kind of caller of the back office (the demo executor needs demo content). */
export interface RoleTokens {
  client: string;
  otherClient: string;
  corporateClient: string;
  executor: string;
  admin: string;
}

export async function roleTokens(app: App): Promise<RoleTokens> {
  const [client, otherClient, corporateClient, executor, admin] = await Promise.all([
    registerClient(app, { fullName: "Клиент Первый" }),
    registerClient(app, { fullName: "Клиент Второй" }),
    registerClient(app, { fullName: "ООО Ромашка", clientType: "corporate" }),
    loginAs(app, "executor@demo.ru", "demo-executor", "executor"),
    loginAs(app, TEST_ADMIN.email, TEST_ADMIN.password, "executor"),
  ]);
  // Staff who have proven themselves (decision 049): tests of the back office's own rules
  // need not repeat the password; tests of that requirement sign in afresh.
  await Promise.all([
    reauthenticate(app, executor, "demo-executor"),
    reauthenticate(app, admin, TEST_ADMIN.password),
  ]);
  return {
    client: client.token,
    otherClient: otherClient.token,
    corporateClient: corporateClient.token,
    executor,
    admin,
  };
}

export interface BackOfficeCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: unknown;
}

/**
 * The back office's rule for one route: no token 401, a refused token 401, any client 403 — each
 * with a Russian detail. Call it before the executor's own call, since a refused call must change
 * nothing (the caller's test then checks the data is as it was).
 */
export async function expectOnlyExecutors(app: App, call: BackOfficeCall, tokens: RoleTokens) {
  const send = (headers: Record<string, string>) =>
    app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  const cases: [string, Record<string, string>, number][] = [
    ["anonymous", {}, 401],
    ["a refused token", bearer("not-a-real-token"), 401],
    ["a client", bearer(tokens.client), 403],
    ["a corporate client", bearer(tokens.corporateClient), 403],
  ];
  for (const [who, headers, status] of cases) {
    const response = await send(headers);
    expect(response.statusCode, `${call.method} ${call.url} as ${who}`).toBe(status);
    expect(response.json().detail, `${call.method} ${call.url} as ${who}`).toMatch(/[а-яё]/i);
  }
}
