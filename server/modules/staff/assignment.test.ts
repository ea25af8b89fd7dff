import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions } from "../../db/schema/chat.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { createGuestChat, openClientChat, postOk, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
let executor: string;
let lawyers: number[];
let demoLawyerId: number;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  executor = await loginAsStaff(t.app, "executor@demo.ru", "demo-executor");
  const staff = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [TEST_ADMIN.email, "executor@demo.ru"]));
  lawyers = staff.map((row) => row.id);
  demoLawyerId = staff.find((row) => row.email === "executor@demo.ru")!.id;
  // The demo chat starts unassigned; it is not part of these counts.
  await t.db.update(chatSessions).set({ status: "completed" });
});
afterAll(() => t.close());

const assigneeOf = async (id: string) =>
  (await t.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0]!.assigneeId;
const setLimits = (max: number) =>
  t.db.update(users).set({ maxOpenChats: max }).where(inArray(users.id, lawyers));

describe("chat assignment", () => {
  it("a new chat goes to the least busy lawyer below their limit; when all are full it waits", async () => {
    await setLimits(1);
    const clients = await Promise.all(
      [1, 2, 3].map((n) => registerClient(t.app, { fullName: `Клиент ${n}` })),
    );
    const first = await openClientChat(t.app, clients[0]!.token);
    const second = await openClientChat(t.app, clients[1]!.token);
    const assigned = [await assigneeOf(first.id), await assigneeOf(second.id)];
    expect(assigned.sort()).toEqual([...lawyers].sort());
    // Both are full: the third waits in the queue, a guest's too.
    const third = await openClientChat(t.app, clients[2]!.token);
    const guest = await createGuestChat(t.app);
    expect(await assigneeOf(third.id)).toBeNull();
    expect(await assigneeOf(guest.id)).toBeNull();

    // A raised limit gives the queue out, oldest first.
    const [lawyer] = lawyers;
    const raised = await t.app.inject({
      method: "PUT",
      url: `/api/executor/staff/${lawyer}`,
      headers: bearer(admin),
      payload: { max_open_chats: 2 },
    });
    expect(raised.statusCode).toBe(200);
    expect(await assigneeOf(third.id)).toBe(lawyer);
    expect(await assigneeOf(guest.id)).toBeNull();

    // A completed chat frees its place: the guest's chat, waiting longest now, takes it.
    const holder = (await assigneeOf(first.id)) === lawyer ? second : first;
    const client = holder === first ? clients[0]! : clients[1]!;
    await postOk(t.app, `/api/chat/sessions/${holder.id}/start-task`, executor);
    await postOk(t.app, `/api/chat/sessions/${holder.id}/documents-ready`, executor);
    await postOk(t.app, `/api/chat/sessions/${holder.id}/accept-order`, client.token);
    expect(await assigneeOf(guest.id)).toBe(await assigneeOf(holder.id));
  });

  it("chats created at once are spread by the limits, none over a limit", async () => {
    await t.db.update(chatSessions).set({ status: "completed" });
    await setLimits(3);
    const clients = await Promise.all(
      Array.from({ length: 10 }, (_, n) => registerClient(t.app, { fullName: `Разом ${n}` })),
    );
    const chats = await Promise.all(clients.map((client) => openClientChat(t.app, client.token)));
    const rows = await t.db
      .select({ assigneeId: chatSessions.assigneeId })
      .from(chatSessions)
      .where(
        inArray(
          chatSessions.id,
          chats.map((chat) => chat.id),
        ),
      );
    const per = new Map<number | null, number>();
    for (const row of rows) per.set(row.assigneeId, (per.get(row.assigneeId) ?? 0) + 1);
    expect(per.get(lawyers[0]!)).toBe(3);
    expect(per.get(lawyers[1]!)).toBe(3);
    expect(per.get(null)).toBe(4);
  });
});

describe("a client who comes back", () => {
  it("reaches the lawyer of their latest chat while that lawyer works and has room", async () => {
    await t.db.update(chatSessions).set({ status: "completed" });
    await setLimits(20);
    const client = await registerClient(t.app, { fullName: "Постоянный Клиент" });
    const first = await openClientChat(t.app, client.token, 1);
    const known = first.assignee_id!;
    // The other lawyer is now the less busy one, yet the client's next chat is the known one's.
    const [other] = lawyers.filter((id) => id !== known);
    const second = await openClientChat(t.app, client.token, 2);
    expect(second.assignee_id).toBe(known);
    // Full: the least busy colleague takes the next one instead.
    await t.db.update(users).set({ maxOpenChats: 1 }).where(eq(users.id, known));
    const third = await openClientChat(t.app, client.token, 3);
    expect(third.assignee_id).toBe(other);
    await setLimits(20);
  });
});

describe("a chat whose lawyer was switched off", () => {
  it("goes to a working lawyer when its client writes again", async () => {
    await setLimits(20);
    const leaver = await createStaff(t);
    const client = await registerClient(t.app, { fullName: "Клиент Вернувшийся" });
    const chat = await openClientChat(t.app, client.token, 5);
    // A finished order of the leaver's: switching off moves open chats only.
    await t.db
      .update(chatSessions)
      .set({ assigneeId: leaver.id, status: "completed" })
      .where(eq(chatSessions.id, chat.id));
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/executor/staff/${leaver.id}`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await assigneeOf(chat.id)).toBe(leaver.id);
    await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Снова вопрос",
      [],
      client.token,
    );
    expect(lawyers).toContain(await assigneeOf(chat.id));
  });
});

describe("handing a chat over", () => {
  it("a lawyer hands a chat to a colleague or to the queue; the list filters by assignee", async () => {
    await setLimits(20);
    const client = await registerClient(t.app, { fullName: "Клиент Передачи" });
    const chat = await openClientChat(t.app, client.token);
    const [other] = lawyers.filter((id) => id !== chat.assignee_id);
    const send = (token: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/executor/chat-sessions/${chat.id}/assignee`,
        headers: bearer(token),
        payload: payload as object,
      });
    expect((await send(client.token, { user_id: other })).statusCode).toBe(403);
    // Whoever of the two is not the new lawyer hands it over (a lawyer is not told of their own act).
    const giver = other === demoLawyerId ? admin : executor;
    const handed = await send(giver, { user_id: other });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ assignee_id: other });
    expect(handed.json().assignee_name).toBeTruthy();
    // The client's chat names the new lawyer.
    const seen = await t.app.inject({
      url: `/api/chat/sessions/${chat.id}`,
      headers: bearer(client.token),
    });
    expect(seen.json().executor_name).toBe(handed.json().assignee_name);
    // The new lawyer is told.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other!))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note!.title).toBe("Вам передан чат");

    const list = async (assignee: string) =>
      (
        (
          await t.app.inject({
            url: `/api/chat/sessions?assignee=${assignee}`,
            headers: bearer(executor),
          })
        ).json() as { id: string }[]
      ).map((row) => row.id);
    expect(await list(String(other))).toContain(chat.id);
    expect(await list("none")).not.toContain(chat.id);

    const queued = await send(executor, { user_id: null });
    expect(queued.json()).toMatchObject({ assignee_id: null, assignee_name: null });
    expect(await list("none")).toContain(chat.id);
    expect(await list("me")).not.toContain(chat.id);

    for (const payload of [{ user_id: 999_999 }, { user_id: "x" }, {}]) {
      const refused = await send(executor, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().detail).toMatch(/[а-яё]/i);
    }
    const badFilter = await t.app.inject({
      url: "/api/chat/sessions?assignee=someone",
      headers: bearer(executor),
    });
    expect(badFilter.statusCode).toBe(400);
  });
});
