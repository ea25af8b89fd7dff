import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CANNED_REPLIES_MAX_PER_EXECUTOR,
  CANNED_REPLY_CONTENT_MAX,
  CANNED_REPLY_TEXTS,
  CANNED_REPLY_TITLE_MAX,
} from "../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../domain/canned-replies/canned-reply-schemas.ts";
import { MESSAGE_MAX_LENGTH } from "../../../domain/chat/chat.ts";
import { hashPassword } from "../../auth/password.ts";
import { cannedReplies } from "../../db/schema/notifications.ts";
import { users } from "../../db/schema/users.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer, loginAsStaff, uniqueEmail } from "../../test/fixtures.ts";
import { uniqueMobile } from "../../test/phone-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

const URL = "/api/canned-replies";

let t: TestApp;
let tokens: RoleTokens;
/** A second lawyer besides the demo executor: each keeps their own replies. */
let colleague: { id: number; token: string };

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
  const email = uniqueEmail("lawyer");
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword("colleague-password"),
      fullName: "Коллега Второй",
      role: "executor",
      phone: uniqueMobile(),
      phoneConfirmedAt: new Date(),
      clientType: null,
    })
    .returning({ id: users.id });
  colleague = { id: row!.id, token: await loginAsStaff(t.app, email, "colleague-password") };
});
afterAll(() => t.close());

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const reply = (overrides: object = {}) => ({
  title: "Запрос документов",
  content: "Пришлите, пожалуйста, скан паспорта и договор.",
  ...overrides,
});

async function create(input: object = reply(), token = tokens.executor): Promise<CannedReply> {
  const response = await send("POST", URL, token, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const list = async (token: string): Promise<CannedReply[]> =>
  (await send("GET", URL, token)).json();
const rowCount = async () => (await t.db.select({ n: count() }).from(cannedReplies))[0]!.n;

describe("canned replies: access", () => {
  it("every route is for executors and admins only: anonymous 401, clients 403, nothing changed", async () => {
    const own = await create();
    const calls = [
      { method: "GET", url: URL },
      { method: "POST", url: URL, payload: reply() },
      { method: "PUT", url: `${URL}/${own.id}`, payload: reply({ title: "Чужое" }) },
      { method: "DELETE", url: `${URL}/${own.id}` },
    ] as const;
    const before = await rowCount();
    for (const call of calls) await expectOnlyExecutors(t.app, call, tokens);
    expect(await rowCount()).toBe(before);
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, own.id));
    expect(row?.title).toBe("Запрос документов");
  });

  it("an executor never sees, changes or deletes another executor's reply (404, as if missing)", async () => {
    const theirs = await create(reply({ title: "Коллегин шаблон" }), colleague.token);
    const adminsOwn = await create(reply({ title: "Шаблон администратора" }), tokens.admin);
    const mine = (await list(tokens.executor)).map((r) => r.id);
    expect(mine).not.toContain(theirs.id);
    expect(mine).not.toContain(adminsOwn.id);
    expect((await list(colleague.token)).map((r) => r.id)).toEqual([theirs.id]);

    for (const id of [theirs.id, adminsOwn.id]) {
      const edit = await send("PUT", `${URL}/${id}`, tokens.executor, reply({ title: "Моё" }));
      expect(edit.statusCode).toBe(404);
      expect(edit.json().detail).toBe(CANNED_REPLY_TEXTS.notFound);
      const removal = await send("DELETE", `${URL}/${id}`, tokens.executor);
      expect(removal.statusCode).toBe(404);
      expect(removal.json().detail).toBe(CANNED_REPLY_TEXTS.notFound);
    }
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, theirs.id));
    expect(row).toMatchObject({ title: "Коллегин шаблон", ownerId: colleague.id });
    expect((await list(tokens.admin)).map((r) => r.title)).toContain("Шаблон администратора");
  });

  it("a missing id and a malformed one answer 404 and 400", async () => {
    expect((await send("PUT", `${URL}/2147483647`, tokens.executor, reply())).statusCode).toBe(404);
    const bad = await send("DELETE", `${URL}/abc`, tokens.executor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("Некорректный идентификатор");
  });
});

describe("canned replies: the cabinet's calls", () => {
  it("the demo executor starts with a few everyday replies", async () => {
    const titles = (await list(tokens.executor)).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(["Приветствие", "Запрос документов"]));
  });

  it("adds a reply, trimmed, and lists the executor's own by title whatever the case", async () => {
    const later = await create(
      reply({ title: "  яблоко  ", content: "  Текст  " }),
      colleague.token,
    );
    expect(later).toMatchObject({ title: "яблоко", content: "Текст" });
    await create(reply({ title: "Банк" }), colleague.token);
    await create(reply({ title: "аванс" }), colleague.token);
    const titles = (await list(colleague.token)).map((r) => r.title);
    expect(titles).toEqual(["аванс", "Банк", "Коллегин шаблон", "яблоко"]);
  });

  it("edits the whole reply and deletes it", async () => {
    const created = await create(reply({ title: "Черновик" }));
    const edited = await send(
      "PUT",
      `${URL}/${created.id}`,
      tokens.executor,
      reply({ title: "Приветствие", content: "Здравствуйте!\nЧем помочь?" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      title: "Приветствие",
      content: "Здравствуйте!\nЧем помочь?",
      created_at: created.created_at,
    });
    expect(Date.parse(edited.json().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at),
    );
    const removed = await send("DELETE", `${URL}/${created.id}`, tokens.executor);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await list(tokens.executor)).map((r) => r.id)).not.toContain(created.id);
    expect((await send("DELETE", `${URL}/${created.id}`, tokens.executor)).statusCode).toBe(404);
  });

  it("refuses a bad form with the field's Russian text and changes nothing", async () => {
    const own = await create(reply({ title: "Неизменный" }));
    expect(CANNED_REPLY_CONTENT_MAX).toBe(MESSAGE_MAX_LENGTH);
    const cases: [object, string][] = [
      [reply({ title: "   " }), CANNED_REPLY_TEXTS.titleRequired],
      [reply({ title: undefined }), CANNED_REPLY_TEXTS.titleRequired],
      [reply({ title: 5 }), CANNED_REPLY_TEXTS.titleRequired],
      [reply({ title: "т".repeat(CANNED_REPLY_TITLE_MAX + 1) }), CANNED_REPLY_TEXTS.titleTooLong],
      [reply({ content: "\n \t" }), CANNED_REPLY_TEXTS.contentRequired],
      [reply({ content: undefined }), CANNED_REPLY_TEXTS.contentRequired],
      [
        reply({ content: "т".repeat(CANNED_REPLY_CONTENT_MAX + 1) }),
        CANNED_REPLY_TEXTS.contentTooLong,
      ],
    ];
    const before = await rowCount();
    for (const [payload, detail] of cases) {
      for (const [method, url] of [
        ["POST", URL],
        ["PUT", `${URL}/${own.id}`],
      ] as const) {
        const response = await send(method, url, tokens.executor, payload);
        expect(response.statusCode, `${method} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
        expect(response.json().detail).toBe(detail);
      }
    }
    expect(await rowCount()).toBe(before);
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, own.id));
    expect(row?.title).toBe("Неизменный");
    // The limits themselves are allowed, trimmed first.
    await create(
      reply({
        title: ` ${"т".repeat(CANNED_REPLY_TITLE_MAX)} `,
        content: ` ${"т".repeat(CANNED_REPLY_CONTENT_MAX)} `,
      }),
    );
  });

  it(`keeps at most ${CANNED_REPLIES_MAX_PER_EXECUTOR} replies per executor: the next one is 409`, async () => {
    const email = uniqueEmail("busy-lawyer");
    const [busy] = await t.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword("busy-password"),
        fullName: "Занятой Юрист",
        role: "executor",
        phone: uniqueMobile(),
        phoneConfirmedAt: new Date(),
        clientType: null,
      })
      .returning({ id: users.id });
    const token = await loginAsStaff(t.app, email, "busy-password");
    await t.db.insert(cannedReplies).values(
      Array.from({ length: CANNED_REPLIES_MAX_PER_EXECUTOR - 1 }, (_, i) => ({
        ownerId: busy!.id,
        title: `Шаблон ${String(i).padStart(3, "0")}`,
        content: "Текст",
      })),
    );
    // Two adds at once for the last free place: one passes, the other is refused.
    const answers = await Promise.all([
      send("POST", URL, token, reply({ title: "Последний А" })),
      send("POST", URL, token, reply({ title: "Последний Б" })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().detail).toBe(CANNED_REPLY_TEXTS.tooMany);
    const full = await list(token);
    expect(full).toHaveLength(CANNED_REPLIES_MAX_PER_EXECUTOR);
    // Editing still works at the cap, and a deletion frees a place.
    const first = full[0]!;
    const edit = await send("PUT", `${URL}/${first.id}`, token, reply({ title: "Шаблон 000" }));
    expect(edit.statusCode).toBe(200);
    await send("DELETE", `${URL}/${first.id}`, token);
    expect((await send("POST", URL, token, reply())).statusCode).toBe(201);
    // Another executor is not affected by this one's cap.
    expect((await send("POST", URL, colleague.token, reply())).statusCode).toBe(201);
  });
});
