import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { createGuestChat, openClientChat, postOk } from "../../test/chat-fixtures.ts";
import { bearer, loginAs, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: string;
let executor: string;
let lawyers: number[];
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
  executor = await loginAs(t.app, "executor@demo.ru", "demo-executor", "executor");
  const staff = await t.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [TEST_ADMIN.email, "executor@demo.ru"]));
  lawyers = staff.map((row) => row.id);
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
