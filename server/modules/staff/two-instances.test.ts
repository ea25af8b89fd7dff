import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { openClientChat } from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { useTwoInstances } from "../../test/two-instances.ts";

/**
 * The team on two instances behind one database and one Redis (issue 30, «Done when»): chats
 * created at once on both are spread by the limits with none assigned twice, a switched-off
 * lawyer's stream on the other instance closes, and «Сейчас смотрит» crosses instances.
 */
describe.skipIf(!process.env.REDIS_URL)("the team on two instances", () => {
  const instances = useTwoInstances();

  it("ten chats created at once on both instances are spread by the limits, none twice", async () => {
    const { first, second } = instances;
    const colleague = await createStaff(first);
    const working = await first.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ["executor", "admin"]));
    const ids = working.map((row) => row.id);
    // Everything so far is done: each lawyer starts empty with room for three.
    await first.db.update(chatSessions).set({ status: "completed" });
    await first.db.update(users).set({ maxOpenChats: 3 }).where(inArray(users.id, ids));
    const clients = await Promise.all(
      Array.from({ length: 10 }, (_, n) => registerClient(first.app, { fullName: `Разом ${n}` })),
    );
    const chats = await Promise.all(
      clients.map((client, n) => openClientChat((n % 2 ? second : first).app, client.token)),
    );
    const rows = await first.db
      .select({ id: chatSessions.id, assigneeId: chatSessions.assigneeId })
      .from(chatSessions)
      .where(
        inArray(
          chatSessions.id,
          chats.map((chat) => chat.id),
        ),
      );
    expect(rows).toHaveLength(10);
    const per = new Map<number | null, number>();
    for (const row of rows) per.set(row.assigneeId, (per.get(row.assigneeId) ?? 0) + 1);
    const room = ids.length * 3;
    for (const id of ids) expect(per.get(id) ?? 0).toBeLessThanOrEqual(3);
    expect(per.get(null) ?? 0).toBe(Math.max(0, 10 - room));
    expect(per.get(colleague.id)).toBeGreaterThan(0);
    await first.db.update(users).set({ maxOpenChats: 20 }).where(inArray(users.id, ids));
  });

  it("a lawyer switched off on one instance loses their stream on the other at once", async () => {
    const { first, secondBase } = instances;
    const admin = await createStaff(first, "admin");
    const leaver = await createStaff(first);
    const stream = await listen(`${secondBase}/api/events`, bearer(leaver.token));
    const off = await first.app.inject({
      method: "PUT",
      url: `/api/executor/staff/${leaver.id}`,
      headers: bearer(admin.token),
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    await stream.ended;
  });

  it("«Сейчас смотрит»: lawyers on two instances see each other in the same chat", async () => {
    const { first, second, secondBase } = instances;
    const admin = await createStaff(first, "admin");
    const lawyer = await loginAsStaff(first.app, "executor@demo.ru", "demo-executor");
    const [demo] = await first.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
    const client = await registerClient(first.app);
    const chat = await openClientChat(first.app, client.token, 2);
    await first.db
      .update(chatSessions)
      .set({ assigneeId: demo!.id })
      .where(eq(chatSessions.id, chat.id));
    const viewing = (app: typeof first.app, token: string, method: "PUT" | "DELETE" = "PUT") =>
      app.inject({
        method,
        url: `/api/executor/chat-sessions/${chat.id}/viewing`,
        headers: bearer(token),
      });

    const alone = await viewing(first.app, lawyer);
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toEqual({ viewers: [] });
    const adminStream = await listen(`${secondBase}/api/events`, bearer(admin.token));
    const together = await viewing(second.app, admin.token);
    expect(together.json()).toEqual({ viewers: [{ id: demo!.id, full_name: demo!.fullName }] });
    // The lawyer leaves on the first instance: the administrator's screen on the second hears.
    await viewing(first.app, lawyer, "DELETE");
    await adminStream.next(
      (event) => event.type === "viewers.updated" && event.session_id === chat.id,
    );
    expect((await viewing(second.app, admin.token)).json()).toEqual({ viewers: [] });
    adminStream.close();
    // A stranger to the chat learns nothing of it.
    const outsider = await registerClient(first.app);
    expect((await viewing(first.app, outsider.token)).statusCode).toBe(403);
  });
});
