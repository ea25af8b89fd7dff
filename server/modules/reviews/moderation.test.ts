import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExecutorDashboard } from "../../../domain/chat/chat-schemas.ts";
import { REVIEW_EDIT_TEXTS } from "../../../domain/reviews/review-moderation.ts";
import type { Review, ReviewModerationList } from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS, type ReviewStatus } from "../../../domain/reviews/reviews.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { reviews } from "../../db/schema/reviews.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { openClientChat, postOk } from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const tag = () => randomBytes(4).toString("hex");

/** A review written straight into the table (the public POST is rate limited to 10 a minute). */
async function addReview(
  values: Partial<typeof reviews.$inferInsert> = {},
): Promise<typeof reviews.$inferSelect> {
  const [row] = await t.db
    .insert(reviews)
    .values({
      clientName: "Анна Проверочная",
      rating: 4,
      comment: `Отзыв ${tag()}`,
      serviceTitle: "Консультация",
      status: "pending",
      ...values,
    })
    .returning();
  return row!;
}

const rowOf = async (id: number) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0];

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const send = (method: "GET" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const listAll = async (token: string, query = "") => {
  const response = await send("GET", `/api/reviews/all${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as ReviewModerationList;
};

const publicList = async () => (await t.app.inject({ url: "/api/reviews" })).json() as Review[];

const validEdit = () => ({
  client_name: "Мария Исправленная",
  comment: "Исправленный текст отзыва",
  rating: 3,
  executor_reply: "Спасибо за отзыв!",
  service_title: "Составление договора",
  created_at: "2026-05-04T09:30:00.000Z",
});

describe("GET /api/reviews/all", () => {
  it("is for executors and admins only", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/reviews/all" }, tokens);
  });

  it("lists every review newest first, with its status and the count of every filter", async () => {
    const rejected = await addReview({ status: "rejected", createdAt: new Date() });
    for (const token of [tokens.executor, tokens.admin]) {
      const list = await listAll(token);
      const rows = await t.db.select().from(reviews);
      const countOf = (status: ReviewStatus) => rows.filter((r) => r.status === status).length;
      expect(list.counts).toEqual({
        all: rows.length,
        pending: countOf("pending"),
        approved: countOf("approved"),
        rejected: countOf("rejected"),
      });
      expect(list.total).toBe(rows.length);
      expect(list.items).toHaveLength(rows.length);
      const order = list.items.map((r) => r.created_at);
      expect(order).toEqual([...order].sort().reverse());
      expect(list.items.find((r) => r.id === rejected.id)).toMatchObject({
        status: "rejected",
        is_approved: false,
        verified_client: false,
      });
      expect(new Set(list.items.map((r) => r.status))).toEqual(
        new Set(["pending", "approved", "rejected"]),
      );
    }
  });

  it.each(["pending", "approved", "rejected"] as const)(
    "?status=%s lists only those, total matching their count",
    async (status) => {
      const list = await listAll(tokens.executor, `?status=${status}`);
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((r) => r.status === status)).toBe(true);
      expect(list.total).toBe(list.counts[status]);
    },
  );

  it("refuses an unknown status in Russian", async () => {
    const response = await send("GET", "/api/reviews/all?status=published", tokens.executor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: REVIEW_EDIT_TEXTS.statusInvalid });
  });
});

describe("PUT /api/reviews/{id}/edit", () => {
  it("is for executors and admins only, and a refused call changes nothing", async () => {
    const review = await addReview();
    const url = `/api/reviews/${review.id}/edit`;
    await expectOnlyExecutors(t.app, { method: "PUT", url, payload: validEdit() }, tokens);
    expect(await rowOf(review.id)).toEqual(review);
    expect(await auditOf(review.id)).toEqual([]);
  });

  it("saves all six fields, keeps the status, and records before and after", async () => {
    const review = await addReview({ status: "approved" });
    const response = await send(
      "PUT",
      `/api/reviews/${review.id}/edit`,
      tokens.executor,
      validEdit(),
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json() as Review;
    expect(edited).toEqual({
      id: review.id,
      client_name: "Мария Исправленная",
      comment: "Исправленный текст отзыва",
      rating: 3,
      executor_reply: "Спасибо за отзыв!",
      service_title: "Составление договора",
      created_at: "2026-05-04T09:30:00.000Z",
      status: "approved",
      is_approved: true,
      verified_client: false,
    });
    // The public list signs it «Имя Ф.» (issue 28 §1); moderation sees the name as stored.
    expect((await publicList()).find((r) => r.id === review.id)).toEqual({
      ...edited,
      client_name: "Мария И.",
    });

    const [entry, ...more] = await auditOf(review.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "update",
      actorEmail: "executor@demo.ru",
      entityTitle: "Отзыв: Мария Исправленная, «Составление договора»",
      after: edited,
    });
    expect(entry?.before).toMatchObject({ comment: review.comment, executor_reply: null });
  });

  it("an admin may edit too; an empty or blank reply is stored as no reply", async () => {
    const review = await addReview({ executorReply: "Старый ответ" });
    for (const reply of ["", "   ", null]) {
      const response = await send("PUT", `/api/reviews/${review.id}/edit`, tokens.admin, {
        ...validEdit(),
        executor_reply: reply,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().executor_reply).toBeNull();
      expect((await rowOf(review.id))?.executorReply).toBeNull();
    }
  });

  it("trims the texts and accepts a date with a Moscow offset", async () => {
    const review = await addReview();
    const response = await send("PUT", `/api/reviews/${review.id}/edit`, tokens.executor, {
      ...validEdit(),
      client_name: "  Пётр  ",
      executor_reply: "  Ответ  ",
      created_at: "2026-03-01T12:00:00+03:00",
    });
    expect(response.json()).toMatchObject({
      client_name: "Пётр",
      executor_reply: "Ответ",
      created_at: "2026-03-01T09:00:00.000Z",
    });
  });

  const future = new Date(Date.now() + 24 * 3600_000).toISOString();
  it.each([
    [{ client_name: "  " }, REVIEW_EDIT_TEXTS.clientNameRequired],
    [{ client_name: undefined }, REVIEW_EDIT_TEXTS.clientNameRequired],
    [{ client_name: "я".repeat(201) }, REVIEW_EDIT_TEXTS.clientNameTooLong],
    [{ comment: "" }, REVIEW_EDIT_TEXTS.commentRequired],
    [{ comment: "я".repeat(2001) }, REVIEW_TEXTS.tooLong],
    [{ rating: 0 }, REVIEW_TEXTS.ratingRange],
    [{ rating: 6 }, REVIEW_TEXTS.ratingRange],
    [{ rating: 4.5 }, REVIEW_TEXTS.ratingRange],
    [{ rating: "5" }, REVIEW_TEXTS.ratingRange],
    [{ executor_reply: "я".repeat(2001) }, REVIEW_EDIT_TEXTS.replyTooLong],
    [{ executor_reply: 12 }, REVIEW_EDIT_TEXTS.replyInvalid],
    [{ service_title: " " }, REVIEW_EDIT_TEXTS.serviceTitleRequired],
    [{ service_title: "я".repeat(201) }, REVIEW_EDIT_TEXTS.serviceTitleTooLong],
    [{ created_at: "вчера" }, REVIEW_EDIT_TEXTS.createdAtInvalid],
    [{ created_at: "2026-05-04T09:30" }, REVIEW_EDIT_TEXTS.createdAtInvalid],
    [{ created_at: undefined }, REVIEW_EDIT_TEXTS.createdAtInvalid],
    [{ created_at: future }, REVIEW_EDIT_TEXTS.createdAtFuture],
  ])("refuses %j with its Russian text and changes nothing", async (change, detail) => {
    const review = await addReview();
    const response = await send("PUT", `/api/reviews/${review.id}/edit`, tokens.executor, {
      ...validEdit(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await rowOf(review.id)).toEqual(review);
    expect(await auditOf(review.id)).toEqual([]);
  });

  it("answers 404 in Russian for an unknown review and 400 for a malformed id", async () => {
    const missing = await send("PUT", "/api/reviews/987654/edit", tokens.executor, validEdit());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: REVIEW_EDIT_TEXTS.notFound });
    const malformed = await send("PUT", "/api/reviews/abc/edit", tokens.executor, validEdit());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "Некорректный идентификатор" });
  });
});

describe("approve, reject, back to moderation", () => {
  it.each(["approve", "reject", "pending"] as const)(
    "/%s is for executors and admins only, and a refused call changes nothing",
    async (action) => {
      const review = await addReview({ status: action === "pending" ? "approved" : "pending" });
      const url = `/api/reviews/${review.id}/${action}`;
      await expectOnlyExecutors(t.app, { method: "PUT", url }, tokens);
      expect(await rowOf(review.id)).toEqual(review);
      expect(await auditOf(review.id)).toEqual([]);
    },
  );

  it("walks a review through the table, each move audited; the public list follows", async () => {
    const review = await addReview({ executorReply: "Рады помочь" });
    const move = (action: string, token = tokens.executor) =>
      send("PUT", `/api/reviews/${review.id}/${action}`, token);

    const approved = await move("approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", is_approved: true });
    expect((await publicList()).find((r) => r.id === review.id)).toMatchObject({
      executor_reply: "Рады помочь",
      status: "approved",
    });

    const rejected = await move("reject", tokens.admin);
    expect(rejected.json()).toMatchObject({ status: "rejected", is_approved: false });
    expect((await publicList()).map((r) => r.id)).not.toContain(review.id);

    const back = await move("pending");
    expect(back.json()).toMatchObject({ status: "pending" });
    const again = await move("approve", tokens.admin);
    expect(again.json()).toMatchObject({ status: "approved" });

    const entries = await auditOf(review.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.before?.status, e.after?.status])).toEqual(
      [
        ["approve", "executor@demo.ru", "pending", "approved"],
        ["reject", "admin@example.ru", "approved", "rejected"],
        ["pending", "executor@demo.ru", "rejected", "pending"],
        ["approve", "admin@example.ru", "pending", "approved"],
      ],
    );
  });

  it.each([
    ["pending", "pending", "Отзыв уже на модерации"],
    ["approved", "approve", "Отзыв уже опубликован"],
    ["rejected", "reject", "Отзыв уже отклонен"],
  ] as const)(
    "a %s review cannot take /%s: 409 in Russian, nothing changes",
    async (status, action, detail) => {
      const review = await addReview({ status });
      const response = await send("PUT", `/api/reviews/${review.id}/${action}`, tokens.executor);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail });
      expect(await rowOf(review.id)).toEqual(review);
      expect(await auditOf(review.id)).toEqual([]);
    },
  );

  it("of two executors approving at once exactly one succeeds", async () => {
    const review = await addReview();
    const url = `/api/reviews/${review.id}/approve`;
    const answers = await Promise.all([
      send("PUT", url, tokens.executor),
      send("PUT", url, tokens.admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      detail: "Отзыв уже опубликован",
    });
    expect(await auditOf(review.id)).toHaveLength(1);
  });

  it("answers 404 in Russian for an unknown review", async () => {
    const response = await send("PUT", "/api/reviews/987654/approve", tokens.executor);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: REVIEW_EDIT_TEXTS.notFound });
  });
});

describe("DELETE /api/reviews/{id}", () => {
  it("is for executors and admins only, and a refused call changes nothing", async () => {
    const review = await addReview();
    await expectOnlyExecutors(
      t.app,
      { method: "DELETE", url: `/api/reviews/${review.id}` },
      tokens,
    );
    expect(await rowOf(review.id)).toEqual(review);
  });

  it.each(["executor", "admin"] as const)("the %s deletes a review, audited", async (who) => {
    const review = await addReview({ status: "approved" });
    const response = await send("DELETE", `/api/reviews/${review.id}`, tokens[who]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await rowOf(review.id)).toBeUndefined();
    expect((await publicList()).map((r) => r.id)).not.toContain(review.id);
    const [entry] = await auditOf(review.id);
    expect(entry).toMatchObject({ action: "delete", after: null });
    expect(entry?.before).toMatchObject({ id: review.id, comment: review.comment });

    const again = await send("DELETE", `/api/reviews/${review.id}`, tokens[who]);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: REVIEW_EDIT_TEXTS.notFound });
  });
});

describe("«Проверенный клиент»", () => {
  /** A client whose chat has reached `taskStatus` through the real calls. */
  async function clientWithOrder(finish: "accepted" | "documents_ready" | "none") {
    const client = await registerClient(t.app, { fullName: `Клиент ${tag()}` });
    if (finish === "none") return client;
    const session = await openClientChat(t.app, client.token, 1);
    const url = (tail: string) => `/api/chat/sessions/${session.id}/${tail}`;
    await postOk(t.app, url("start-task"), tokens.executor, {
      duration_value: 1,
      duration_unit: "days",
    });
    await postOk(t.app, url("documents-ready"), tokens.executor);
    if (finish === "accepted") await postOk(t.app, url("accept-order"), client.token);
    return client;
  }

  it("marks the reviews of authors with an accepted order, in public and in moderation", async () => {
    const verified = await clientWithOrder("accepted");
    const onReview = await clientWithOrder("documents_ready");
    const newcomer = await clientWithOrder("none");
    const ids: Record<string, number> = {};
    for (const [name, client] of Object.entries({ verified, onReview, newcomer })) {
      const review = await addReview({ userId: client.user.id, status: "approved" });
      ids[name] = review.id;
    }
    const shown = await publicList();
    const mark = (id: number | undefined) => shown.find((r) => r.id === id)?.verified_client;
    expect(mark(ids.verified)).toBe(true);
    expect(mark(ids.onReview)).toBe(false);
    expect(mark(ids.newcomer)).toBe(false);
    const moderation = await listAll(tokens.executor, "?status=approved");
    expect(moderation.items.find((r) => r.id === ids.verified)?.verified_client).toBe(true);
  });

  it("a chat the executor marked completed counts as well", async () => {
    const client = await registerClient(t.app);
    const session = await openClientChat(t.app, client.token, 1);
    // No call sets «completed» (old sessions carry it): written as the old data has it.
    await t.db
      .update(chatSessions)
      .set({ taskStatus: "completed" })
      .where(eq(chatSessions.id, session.id));
    const review = await addReview({ userId: client.user.id, status: "approved" });
    expect((await publicList()).find((r) => r.id === review.id)?.verified_client).toBe(true);
  });
});

describe("the cabinet hears of reviews live", () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });

  it("a submitted and a moderated review publish review.updated to executors only", async () => {
    const executorStream = await listen(`${base}/api/events`, bearer(tokens.executor));
    const author = await registerClient(t.app);
    const clientStream = await listen(`${base}/api/events`, bearer(author.token));
    const dashboard = async () =>
      (await send("GET", "/api/executor/dashboard", tokens.executor)).json() as ExecutorDashboard;
    const pendingBefore = (await dashboard()).pending_reviews;

    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(author.token),
      payload: { service_title: "Консультация", rating: 5, comment: `Живой отзыв ${tag()}` },
    });
    expect(submitted.statusCode).toBe(201);
    const heard = await executorStream.next((e) => e.type === "review.updated");
    expect(heard.session_id).toBeNull();
    expect((await dashboard()).pending_reviews).toBe(pendingBefore + 1);

    const seen = executorStream.events.length;
    const id = (submitted.json() as Review).id;
    expect((await send("PUT", `/api/reviews/${id}/approve`, tokens.executor)).statusCode).toBe(200);
    await executorStream.next(
      (e) => e.type === "review.updated" && executorStream.events.indexOf(e) >= seen,
    );
    expect((await dashboard()).pending_reviews).toBe(pendingBefore);

    for (const [action, payload] of [
      ["edit", validEdit()],
      ["pending", undefined],
    ] as const) {
      const before = executorStream.events.length;
      await send("PUT", `/api/reviews/${id}/${action}`, tokens.executor, payload);
      await executorStream.next(
        (e) => e.type === "review.updated" && executorStream.events.indexOf(e) >= before,
      );
    }
    const beforeDelete = executorStream.events.length;
    await send("DELETE", `/api/reviews/${id}`, tokens.executor);
    await executorStream.next(
      (e) => e.type === "review.updated" && executorStream.events.indexOf(e) >= beforeDelete,
    );

    // A refused move changes nothing and announces nothing.
    const other = await addReview({ status: "approved" });
    const beforeRefused = executorStream.events.length;
    expect(
      (await send("PUT", `/api/reviews/${other.id}/approve`, tokens.executor)).statusCode,
    ).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(executorStream.events.length).toBe(beforeRefused);

    expect(clientStream.events.some((e) => e.type === "review.updated")).toBe(false);
    executorStream.close();
    clientStream.close();
  });
});
