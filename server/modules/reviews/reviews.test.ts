import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Review } from "../../../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../../../domain/reviews/reviews.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const listPublic = async () => (await t.app.inject({ url: "/api/reviews" })).json() as Review[];

describe("reviews", () => {
  it("the public list holds approved reviews only, newest first", async () => {
    const list = await listPublic();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((r) => r.is_approved && r.status === "approved")).toBe(true);
    const all = await t.db.select().from(reviews);
    expect(all.filter((r) => r.status === "pending").length).toBeGreaterThanOrEqual(2);
    const dates = list.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("a signed-in client's review goes to moderation and stays unpublished", async () => {
    const { token, user } = await registerClient(t.app, { fullName: "Олег Рецензентов" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(token),
      payload: { service_title: "Составление договора", rating: 4, comment: "Быстро и понятно" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      client_name: user.full_name,
      status: "pending",
      is_approved: false,
      rating: 4,
    });
    const list = await listPublic();
    expect(list.map((r) => r.comment)).not.toContain("Быстро и понятно");
  });

  it("the public list names the author «Имя Ф.», never the account's whole name (issue 28 §1)", async () => {
    const { token } = await registerClient(t.app, { fullName: "Рецензентова Ольга Петровна" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(token),
      payload: { service_title: "Консультация", rating: 5, comment: "Имя без фамилии" },
    });
    const id = (response.json() as Review).id;
    await t.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, id));
    const shown = (await listPublic()).find((review) => review.id === id);
    expect(shown?.client_name).toBe("Ольга Р.");
    expect(JSON.stringify(await listPublic())).not.toContain("Рецензентова");
    // Moderation keeps the name as the account holds it.
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.clientName).toBe("Рецензентова Ольга Петровна");
  });

  it("defaults the rating to 5", async () => {
    const { token } = await registerClient(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(token),
      payload: { service_title: "Консультация", comment: "Спасибо" },
    });
    expect(response.json().rating).toBe(5);
  });

  it("a guest cannot submit a review", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      payload: { service_title: "Консультация", rating: 5, comment: "Анонимно" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: REVIEW_TEXTS.loginRequired });
  });

  it.each([
    [{ service_title: "  ", comment: "Текст", rating: 5 }, REVIEW_TEXTS.fillAll],
    [{ service_title: "Услуга", comment: "", rating: 5 }, REVIEW_TEXTS.fillAll],
    [{ service_title: "Услуга", comment: "Текст", rating: 6 }, REVIEW_TEXTS.ratingRange],
    [{ service_title: "Услуга", comment: "Текст", rating: 0 }, REVIEW_TEXTS.ratingRange],
    [{ service_title: "Услуга", comment: "x".repeat(2001), rating: 5 }, REVIEW_TEXTS.tooLong],
  ])("rejects %j with the spec's text and stores nothing", async (payload, detail) => {
    const { token } = await registerClient(t.app);
    const before = (await t.db.select().from(reviews)).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect((await t.db.select().from(reviews)).length).toBe(before);
  });
});
