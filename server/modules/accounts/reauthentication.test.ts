import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OPERATIONS_NEEDING_REAUTHENTICATION,
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_WINDOW_MINUTES,
  REAUTHENTICATION_TEXTS as T,
} from "../../../domain/access/reauthentication.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import {
  OPERATIONS_DURING_SECOND_FACTOR_SETUP,
  SECOND_FACTOR_TEXTS,
} from "../../../domain/users/second-factor.ts";
import { createSession } from "../../auth/sessions.ts";
import { paymentSettings } from "../../db/schema/payments.ts";
import { sessions, staffInvitations, users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { bearer, loginAs, reauthenticate, registerClient } from "../../test/fixtures.ts";
import { createStaff, totpCode, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
});
afterAll(() => t.close());

const send = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({
    method: method as "POST",
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

/** `METHOD /path` of every operation of the document, by its operationId. */
function routesByOperation(): Map<string, { method: string; path: string }> {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const found = new Map<string, { method: string; path: string }>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.operationId) found.set(operation.operationId, { method, path });
    }
  }
  return found;
}

/** An administrator's session that has just signed in and proven nothing since. */
async function freshAdminSession(): Promise<{ id: number; token: string; password: string }> {
  const admin = await createStaff(t, "admin");
  return { ...admin, token: await createSession(t.db, admin.id, 1) };
}

describe("what grants power or moves money needs a recent proof of identity", () => {
  it("every operation on the list refuses a session that has only signed in", async () => {
    const routes = routesByOperation();
    const admin = await freshAdminSession();
    const answers: string[] = [];
    for (const operationId of Object.keys(OPERATIONS_NEEDING_REAUTHENTICATION)) {
      const route = routes.get(operationId);
      expect(route, `${operationId} is on the list but is no route`).toBeDefined();
      if (!route) continue;
      const url = route.path.replace(/\{\w+\}/g, "1");
      const response = await send(route.method.toUpperCase(), url, admin.token, {});
      answers.push(`${operationId}: ${response.statusCode} ${response.json().code ?? ""}`);
    }
    expect(answers).toEqual(
      Object.keys(OPERATIONS_NEEDING_REAUTHENTICATION).map(
        (operationId) => `${operationId}: 403 ${REAUTHENTICATION_REQUIRED}`,
      ),
    );
  });

  it("names only operations that exist, in both lists", () => {
    const routes = routesByOperation();
    const named = [
      ...Object.keys(OPERATIONS_NEEDING_REAUTHENTICATION),
      ...OPERATIONS_DURING_SECOND_FACTOR_SETUP,
    ];
    expect(named.filter((operationId) => !routes.has(operationId))).toEqual([]);
  });

  it("a stolen administrator's token alone mints no administrator and redirects no money", async () => {
    // The owner has a second factor; the thief holds only the bearer token of a signed-in session.
    const owner = await createStaff(t, "admin");
    await turnOnSecondFactor(t, owner);
    const stolen = await createSession(t.db, owner.id, 1);
    const invite = await send("POST", "/api/executor/staff/invitations", stolen, {
      email: "thief@example.ru",
      full_name: "Новый Админ",
      role: "admin",
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual({ detail: T.requiredWithCode, code: REAUTHENTICATION_REQUIRED });
    const [invited] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "thief@example.ru"));
    expect(invited).toBeUndefined();
    // «Оплата» with a guessed password is refused for the password, not saved.
    const money = await send("PUT", "/api/executor/payment-settings", stolen, {
      current_password: "a-guess",
      provider: "sandbox",
      manual_card: "2200 0000 0000 0004",
      manual_recipient: "Вор",
    });
    expect(money.statusCode).toBe(400);
    expect(money.json().detail).toBe(AUTH_TEXTS.currentPasswordWrong);
    expect(await t.db.select().from(paymentSettings)).toEqual([]);
    // Nor does the password alone open the window of an account with a second factor.
    const withoutCode = await send("POST", "/api/auth/reauthenticate", stolen, {
      password: owner.password,
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().detail).toBe(SECOND_FACTOR_TEXTS.codeRequired);
  });

  it("the password (and the code) open a window of ten minutes on this session only", async () => {
    const admin = await freshAdminSession();
    const settings = () =>
      send("PUT", "/api/executor/staff/settings", admin.token, {
        all_lawyers_see_all_chats: true,
      });
    expect((await settings()).statusCode).toBe(403);

    const wrong = await send("POST", "/api/auth/reauthenticate", admin.token, {
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(T.wrongPassword);

    const before = Date.now();
    const proven = await send("POST", "/api/auth/reauthenticate", admin.token, {
      password: admin.password,
    });
    expect(proven.statusCode).toBe(200);
    const until = Date.parse(proven.json().reauthenticated_until);
    expect(until - before).toBeGreaterThanOrEqual(REAUTHENTICATION_WINDOW_MINUTES * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(REAUTHENTICATION_WINDOW_MINUTES * 60_000 + 5000);
    expect((await settings()).statusCode).toBe(200);

    // Another session of the same account proved nothing.
    const other = await createSession(t.db, admin.id, 1);
    expect(
      (
        await send("PUT", "/api/executor/staff/settings", other, {
          all_lawyers_see_all_chats: null,
        })
      ).statusCode,
    ).toBe(403);

    // Ten minutes later the window is shut.
    await t.db
      .update(sessions)
      .set({ reauthenticatedUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));
    const late = await settings();
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe(REAUTHENTICATION_REQUIRED);
  });

  it("a code opens it for an account with a second factor, and is then used up", async () => {
    const lawyer = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, lawyer);
    const token = await createSession(t.db, lawyer.id, 1);
    const code = await totpCode(secret, 1);
    const right = await send("POST", "/api/auth/reauthenticate", token, {
      password: lawyer.password,
      code,
    });
    expect(right.statusCode).toBe(200);
    const replayed = await send("POST", "/api/auth/reauthenticate", token, {
      password: lawyer.password,
      code,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().detail).toBe(SECOND_FACTOR_TEXTS.wrongCode);
  });

  it("a sign-in opens no window, and a form's own current password does", async () => {
    const { token, password } = await registerClient(t.app);
    // A client's password change is on the list: the current password it carries is its proof.
    const wrong = await send("POST", "/api/auth/password", token, {
      current_password: "not-it",
      new_password: "Новый-Пароль-2026-x",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(AUTH_TEXTS.currentPasswordWrong);
    const changed = await send("POST", "/api/auth/password", token, {
      current_password: password,
      new_password: "Новый-Пароль-2026-x",
    });
    expect(changed.statusCode).toBe(200);
  });

  it("answers the operator's sign-in like anyone's: no window until the password is given again", async () => {
    const token = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
    const [row] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    const refund = await send(
      "POST",
      "/api/executor/payments/00000000-0000-4000-8000-000000000000/refund",
      token,
      {
        amount: 1,
        reason: "Проверка",
      },
    );
    expect(refund.statusCode).toBe(403);
    await reauthenticate(t.app, token, TEST_ADMIN.password);
    // Proven: the payment is then simply not found.
    const after = await send(
      "POST",
      "/api/executor/payments/00000000-0000-4000-8000-000000000000/refund",
      token,
      {
        amount: 1,
        reason: "Проверка",
      },
    );
    expect(after.statusCode).toBe(404);
    expect(row?.role).toBe("admin");
  });
});
