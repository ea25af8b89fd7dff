import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_EVENT_TYPES } from "../../../domain/analytics/analytics.ts";
import { analyticsEvents } from "../../db/schema/analytics.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const track = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics/track",
    payload: payload as object,
    headers: { "user-agent": "vitest-agent" },
  });

describe("POST /api/analytics/track", () => {
  it.each(ANALYTICS_EVENT_TYPES)(
    "stores a %s event with the request's own user agent",
    async (type) => {
      const response = await track({
        event_type: type,
        page_url: "/services",
        session_id: "s-1",
        user_agent: "claimed-agent",
        metadata: { service_id: 3 },
      });
      expect(response.statusCode).toBe(201);
    },
  );

  it("has stored them all, with the real user agent", async () => {
    const rows = await t.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(ANALYTICS_EVENT_TYPES.length);
    expect(rows.every((r) => r.userAgent === "vitest-agent")).toBe(true);
  });

  it.each([
    [{ event_type: "hack" }],
    [{}],
    [{ event_type: "page_view", page_url: "x".repeat(3000) }],
    [{ event_type: "page_view", metadata: { nested: { a: 1 } } }],
  ])("answers 400 to %j and stores nothing", async (payload) => {
    const before = (await t.db.select().from(analyticsEvents)).length;
    const response = await track(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/[а-яё]/i);
    expect((await t.db.select().from(analyticsEvents)).length).toBe(before);
  });
});
