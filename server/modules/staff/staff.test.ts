import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_MAX, STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import {
  SECOND_FACTOR_SETUP_REQUIRED,
  SECOND_FACTOR_TEXTS,
} from "../../../domain/users/second-factor.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { staffInvitations, users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { phoneToken, uniqueMobile } from "../../test/phone-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { createStaff, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let executor: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  executor = await loginAsStaff(t.app, "executor@demo.ru", "demo-executor");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = "Сосна-Комета-Пирог-77";
const invite = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/executor/staff/invitations",
    headers: bearer(token),
    payload,
  });
const accept = (token: string, password = PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/staff/invitations/accept",
    payload: { token, password },
  });
/** Confirms a number of the test's own for a freshly signed-in account, as the gate's page does. */
async function confirmPhoneOf(token: string) {
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/auth/phone/confirm",
    headers: bearer(token),
    payload: { phone_token: await phoneToken(t.app, uniqueMobile(), "confirm") },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
const update = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: `/api/executor/staff/${id}`,
    headers: bearer(token),
    payload,
  });
const list = async (token: string) => {
  const response = await t.app.inject({ url: "/api/executor/staff", headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: {
      id: number;
      email: string;
      role: string;
      is_active: boolean;
      open_chats: number;
      max_open_chats: number;
      last_seen_at: string | null;
    }[];
    invitations: { id: number; email: string }[];
  };
};

/** The invitation link's token from the mail that reached the SMTP server for `email`. */
async function tokenFromMail(email: string): Promise<string> {
  await t.app.mail.flush();
  const mail = await smtp.waitFor((candidate) =>
    JSON.stringify(candidate.to ?? "").includes(email),
  );
  const match = /\/staff\/invite#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
  if (!match) throw new Error("no invitation link in the mail");
  return match[1]!;
}

describe("staff invitations", () => {
  it("the admin invites a lawyer by mail; the link sets a password once and signs them in as a lawyer", async () => {
    const email = uniqueEmail("new-lawyer");
    const response = await invite(admin, {
      email: email.toUpperCase(),
      full_name: "Анна Юрьева",
      role: "executor",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, full_name: "Анна Юрьева", role: "executor" });
    const hours = (Date.parse(response.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect((await list(admin)).invitations.map((row) => row.email)).toContain(email);
    // Lawyers see the staff, not the invitations.
    expect((await list(executor)).invitations).toEqual([]);

    const token = await tokenFromMail(email);
    // Only the hash is stored.
    const [stored] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);

    const weak = await accept(token, "123456");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toMatch(/[а-яё]/i);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const body = accepted.json();
    expect(body).toMatchObject({
      token_type: "bearer",
      user: {
        email,
        role: "executor",
        full_name: "Анна Юрьева",
        phone_confirmation_required: true,
      },
    });
    // Staff too confirm a Russian mobile number before anything else (issue 45 §2).
    await confirmPhoneOf(body.access_token);
    const me = await t.app.inject({
      url: "/api/executor/staff",
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    // A link works once.
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(T.linkInvalid);
    expect(await loginAsStaff(t.app, email, PASSWORD)).toBeTruthy();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "staff"));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["invite", "create"]),
    );
  });

  it("an address of a client is refused and nothing is sent; so is one of staff", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Существующий" });
    const mailsBefore = smtp.mails.length;
    const refused = await invite(admin, {
      email: client.email,
      full_name: "Клиент",
      role: "admin",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.clientAddress);
    const staff = await invite(admin, {
      email: "executor@demo.ru",
      full_name: "Юрист",
      role: "executor",
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().detail).toBe(T.staffAddress);
    await t.app.mail.flush();
    expect(smtp.mails.length).toBe(mailsBefore);
    const rows = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, client.email));
    expect(rows).toEqual([]);
    const [account] = await t.db.select().from(users).where(eq(users.email, client.email));
    expect(account!.role).toBe("client");
  });

  it("only an administrator invites; bad input gets a Russian detail", async () => {
    const byLawyer = await invite(executor, {
      email: uniqueEmail("x"),
      full_name: "X",
      role: "executor",
    });
    expect(byLawyer.statusCode).toBe(403);
    for (const payload of [
      { email: "not-an-address", full_name: "Имя", role: "executor" },
      { email: uniqueEmail("x"), full_name: "", role: "executor" },
      { email: uniqueEmail("x"), full_name: "Имя", role: "client" },
    ]) {
      const response = await invite(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(/[а-яё]/i);
    }
  });

  it("an expired, revoked or replaced invitation's link no longer works", async () => {
    const email = uniqueEmail("replaced");
    expect((await invite(admin, { email, full_name: "Первое", role: "executor" })).statusCode).toBe(
      201,
    );
    const first = await tokenFromMail(email);
    smtp.mails.length = 0;
    expect((await invite(admin, { email, full_name: "Второе", role: "admin" })).statusCode).toBe(
      201,
    );
    const second = await tokenFromMail(email);
    expect((await accept(first)).json().detail).toBe(T.linkInvalid);

    const [row] = await t.db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, email)));
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/executor/staff/invitations/${row!.id}`,
      headers: bearer(admin),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await accept(second)).json().detail).toBe(T.linkInvalid);

    const late = uniqueEmail("late");
    expect(
      (await invite(admin, { email: late, full_name: "Поздний", role: "executor" })).statusCode,
    ).toBe(201);
    const lateToken = await tokenFromMail(late);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, late));
    expect((await accept(lateToken)).json().detail).toBe(T.linkInvalid);
  });

  it("a link used twice at once makes one account", async () => {
    const email = uniqueEmail("twice");
    expect((await invite(admin, { email, full_name: "Дважды", role: "executor" })).statusCode).toBe(
      201,
    );
    const token = await tokenFromMail(email);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("the staff list stays bounded", () => {
  it("an invitation past STAFF_MAX staff and open invitations is refused", async () => {
    const staffNow = await t.db
      .select()
      .from(users)
      .where(inArray(users.role, ["executor", "admin"]));
    const open = await t.db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, new Date())));
    const filler = Array.from({ length: STAFF_MAX - staffNow.length - open.length }, (_, n) => ({
      email: `filler-${n}-${Date.now()}@example.ru`,
      fullName: "Заполнитель",
      role: "executor" as const,
      tokenHash: `filler-${n}-${Math.random()}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    }));
    const inserted = await t.db
      .insert(staffInvitations)
      .values(filler)
      .returning({ id: staffInvitations.id });
    try {
      const refused = await invite(admin, {
        email: uniqueEmail("over"),
        full_name: "Лишний",
        role: "executor",
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(T.staffFull);
    } finally {
      await t.db.delete(staffInvitations).where(
        inArray(
          staffInvitations.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});

// Before «staff changes»: its last test may leave another administrator working, and the
// operator's session (`admin`) signed out.
describe("a new administrator (issue 43 §1)", () => {
  it("invited by an administrator, sets up a second factor before anything else", async () => {
    const email = uniqueEmail("new-admin");
    expect(
      (await invite(admin, { email, full_name: "Борис Админов", role: "admin" })).statusCode,
    ).toBe(201);
    const accepted = await accept(await tokenFromMail(email));
    expect(accepted.statusCode).toBe(200);
    const { access_token: token, user } = accepted.json();
    expect(user.second_factor_setup_required).toBe(true);
    // The law's identification comes first (issue 45 §2): the number, then the second factor.
    const first = await t.app.inject({ url: "/api/executor/staff", headers: bearer(token) });
    expect(first.json().code).toBe("phone_confirmation_required");
    await confirmPhoneOf(token);
    // Anything but the set-up is refused, with a code the cabinet acts on.
    const refused = await t.app.inject({ url: "/api/executor/staff", headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: SECOND_FACTOR_TEXTS.setupDue,
      code: SECOND_FACTOR_SETUP_REQUIRED,
    });
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
    expect(me.json().second_factor_setup_required).toBe(true);
    // Public pages' calls stay open.
    expect((await t.app.inject({ url: "/api/services", headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await turnOnSecondFactor(t, { token, password: PASSWORD });
    const after = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
    expect(after.json().second_factor_setup_required).toBe(false);
    expect(
      (await t.app.inject({ url: "/api/executor/staff", headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it("a lawyer invited, or the firm having turned it off, starts without it", async () => {
    const lawyer = uniqueEmail("new-lawyer");
    await invite(admin, { email: lawyer, full_name: "Юрист Новый", role: "executor" });
    const asLawyer = (await accept(await tokenFromMail(lawyer))).json();
    expect(asLawyer.user.second_factor_setup_required).toBe(false);

    const off = await t.app.inject({
      method: "PUT",
      url: "/api/executor/staff/settings",
      headers: bearer(admin),
      payload: { new_admins_need_second_factor: false },
    });
    expect(off.json()).toMatchObject({ new_admins_need_second_factor: false });
    try {
      const email = uniqueEmail("trusted-admin");
      await invite(admin, { email, full_name: "Админ Доверенный", role: "admin" });
      expect(
        (await accept(await tokenFromMail(email))).json().user.second_factor_setup_required,
      ).toBe(false);
    } finally {
      await t.app.inject({
        method: "PUT",
        url: "/api/executor/staff/settings",
        headers: bearer(admin),
        payload: { new_admins_need_second_factor: true },
      });
    }
  });

  it("every administrator is told at once, by mail with a link to the list", async () => {
    const lawyer = await createStaff(t);
    const admins = await t.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
    const notices = async (name: string) => {
      await t.app.mail.flush();
      return smtp.mails.filter(
        (mail) => mail.subject?.startsWith("Новый администратор") && mail.text?.includes(name),
      );
    };
    const invitedEmail = uniqueEmail("invited-admin");
    await invite(admin, { email: invitedEmail, full_name: "Вера Приглашённая", role: "admin" });
    const invited = await notices("Вера Приглашённая");
    const recipients = invited.map((mail) => JSON.stringify(mail.to));
    expect(recipients).toHaveLength(admins.length);
    for (const { email } of admins) {
      expect(
        recipients.some((to) => to.includes(email)),
        email,
      ).toBe(true);
    }
    expect(invited[0]?.text).toContain("/executor-dashboard?tab=staff");

    const promoted = await update(admin, lawyer.id, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(await notices("Сотрудник")).not.toHaveLength(0);
    // Made an administrator, the lawyer too sets up a second factor first.
    const [row] = await t.db.select().from(users).where(eq(users.id, lawyer.id));
    expect(row?.secondFactorSetupDue).toBe(true);
    // Inviting a lawyer tells nobody.
    await invite(admin, {
      email: uniqueEmail("quiet"),
      full_name: "Тихий Юрист",
      role: "executor",
    });
    expect(await notices("Тихий Юрист")).toEqual([]);
  });

  it("invitations sent by someone switched off die with them", async () => {
    const inviter = await createStaff(t, "admin");
    const email = uniqueEmail("orphan");
    expect(
      (await invite(inviter.token, { email, full_name: "Сирота Приглашённый", role: "executor" }))
        .statusCode,
    ).toBe(201);
    const token = await tokenFromMail(email);
    expect((await list(admin)).invitations.map((row) => row.email)).toContain(email);
    expect((await update(admin, inviter.id, { is_active: false })).statusCode).toBe(200);
    expect((await list(admin)).invitations.map((row) => row.email)).not.toContain(email);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(T.linkInvalid);
  });
});

describe("staff changes", () => {
  it("lists every lawyer with open chats, limit and last sign-in", async () => {
    const colleague = await createStaff(t);
    const client = await registerClient(t.app, { fullName: "Клиент Чата" });
    const chat = await openClientChat(t.app, client.token);
    await t.db
      .update(chatSessions)
      .set({ assigneeId: colleague.id })
      .where(eq(chatSessions.id, chat.id));
    const row = (await list(executor)).items.find((item) => item.id === colleague.id)!;
    expect(row).toMatchObject({
      role: "executor",
      is_active: true,
      open_chats: 1,
      max_open_chats: 20,
    });
    expect(row.last_seen_at).not.toBeNull();
  });

  it("the admin sets a limit and a role; a lawyer cannot", async () => {
    const colleague = await createStaff(t);
    const byLawyer = await update(executor, colleague.id, { max_open_chats: 3 });
    expect(byLawyer.statusCode).toBe(403);
    const limited = await update(admin, colleague.id, { max_open_chats: 3, role: "admin" });
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toMatchObject({ max_open_chats: 3, role: "admin", is_active: true });
    for (const payload of [
      { max_open_chats: 0 },
      { max_open_chats: 1.5 },
      { role: "client" },
      {},
    ]) {
      const response = await update(admin, colleague.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(/[а-яё]/i);
    }
    const client = await registerClient(t.app, { fullName: "Не сотрудник" });
    const [clientRow] = await t.db.select().from(users).where(eq(users.email, client.email));
    expect((await update(admin, clientRow!.id, { max_open_chats: 3 })).statusCode).toBe(404);
  });

  it("switching a lawyer off ends their sessions, refuses their login and hands their chats on", async () => {
    const leaving = await createStaff(t);
    const taking = await createStaff(t);
    const clients = [
      await registerClient(t.app, { fullName: "Клиент Ушедшего" }),
      await registerClient(t.app, { fullName: "Другой Клиент Ушедшего" }),
    ];
    const chats = [
      await openClientChat(t.app, clients[0]!.token),
      await openClientChat(t.app, clients[1]!.token),
    ];
    for (const chat of chats) {
      await t.db
        .update(chatSessions)
        .set({ assigneeId: leaving.id })
        .where(eq(chatSessions.id, chat.id));
    }
    // A named colleague must be working staff.
    const wrong = await update(admin, leaving.id, { is_active: false, reassign_to: leaving.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(T.reassignInvalid);

    const off = await update(admin, leaving.id, { is_active: false, reassign_to: taking.id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, open_chats: 0 });
    const session = await t.app.inject({ url: "/api/auth/me", headers: bearer(leaving.token) });
    expect(session.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: leaving.email, password: leaving.password, login_type: "executor" },
    });
    expect(login.statusCode).toBe(401);
    const assignees = await t.db.select({ id: chatSessions.assigneeId }).from(chatSessions);
    expect(assignees.filter((row) => row.id === taking.id)).toHaveLength(2);

    // Switched on again, they sign in; without a colleague named, chats go back to the queue,
    // which gives them at once to whoever has room (never to the one switched off).
    expect((await update(admin, leaving.id, { is_active: true })).json().is_active).toBe(true);
    const back = await loginAsStaff(t.app, leaving.email, leaving.password);
    expect(back).toBeTruthy();
    await update(admin, taking.id, { is_active: false });
    const [queued] = await t.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, chats[0]!.id));
    expect(queued!.assigneeId).not.toBe(taking.id);
    if (queued!.assigneeId !== null) {
      const [holder] = await t.db.select().from(users).where(eq(users.id, queued!.assigneeId));
      expect(holder!.disabledAt).toBeNull();
    }
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "staff"));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["deactivate", "activate", "update"]),
    );
  });

  it("the last working administrator can be neither switched off nor demoted, even by two at once", async () => {
    const [operator] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    // Every other administrator the tests made is switched off first.
    const admins = (await list(admin)).items.filter(
      (item) => item.role === "admin" && item.is_active,
    );
    for (const other of admins.filter((item) => item.id !== operator!.id)) {
      expect((await update(admin, other.id, { is_active: false })).statusCode).toBe(200);
    }
    const alone = await update(admin, operator!.id, { is_active: false });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().detail).toBe(T.lastAdmin);
    expect((await update(admin, operator!.id, { role: "executor" })).statusCode).toBe(409);

    const second = await createStaff(t, "admin");
    const [a, b] = await Promise.all([
      update(admin, second.id, { is_active: false }),
      update(second.token, operator!.id, { is_active: false }),
    ]);
    // One wins; the other is refused as the last administrator, or (when the first has already
    // switched its caller off) as signed out.
    expect([a.statusCode, b.statusCode]).toContain(200);
    expect([a.statusCode, b.statusCode].filter((status) => status !== 200)).toEqual([
      expect.toBeOneOf([401, 409]),
    ]);
    const working = await t.db
      .select()
      .from(users)
      .where(and(eq(users.role, "admin")));
    expect(working.filter((row) => row.disabledAt === null)).toHaveLength(1);
  });
});
