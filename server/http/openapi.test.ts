import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

function operations(): [string, Operation][] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
    ),
  );
}

describe("the OpenAPI document (/api/docs)", () => {
  it("names every operation once, so generated clients read well", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    const unnamed = all.filter(([, operation]) => !operation.operationId).map(([route]) => route);
    expect(unnamed).toEqual([]);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("declares the security of every operation: the Bearer token, or none for public calls", () => {
    const undeclared = all().filter(([, operation]) => !Array.isArray(operation.security));
    expect(undeclared.map(([route]) => route)).toEqual([]);
  });
});

describe("the OpenAPI document passes redocly's recommended rules (scripts/openapi-lint.ts)", () => {
  it("names its server: the API answers on the docs page's own origin", () => {
    expect((t.app.swagger() as { servers?: unknown[] }).servers).toEqual([{ url: "/" }]);
  });

  it("gives every operation a success, a 400 and, when it wants the token, a 401", () => {
    const incomplete = all()
      .filter(([, { responses = {}, security = [] }]) => {
        const codes = Object.keys(responses);
        const wantsToken = security.some((requirement) => "bearer" in requirement);
        return (
          !codes.some((code) => code.startsWith("2")) ||
          !codes.includes("400") ||
          (wantsToken && !codes.includes("401"))
        );
      })
      .map(([route, { responses = {} }]) => `${route}: ${Object.keys(responses).join(", ")}`);
    expect(incomplete).toEqual([]);
  });

  it("keeps a route's own answers: an event stream's 429 stays beside the added 200 and 400", () => {
    const events = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(events.paths["/api/events"]?.get?.responses ?? {})).toEqual([
      "200",
      "400",
      "401",
      "403",
      "429",
    ]);
  });

  it("says which operations need a fresh proof of identity, and how to give it", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const refund = document.paths["/api/executor/payments/{id}/refund"]?.post?.responses?.["403"];
    expect(JSON.stringify(refund)).toContain("reauthentication_required");
    const list = document.paths["/api/executor/payments"]?.get?.responses?.["403"];
    expect(JSON.stringify(list)).not.toContain("reauthentication_required");
  });

  it("marks nothing nullable without a type (OpenAPI 3.0): the null sits in a union's branch", () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && !("type" in schema)) untyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(t.app.swagger(), "#");
    expect(untyped).toEqual([]);
    // The union itself still takes null: analytics' service_id may be sent as null.
    const track = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const serviceId = JSON.stringify(track.paths["/api/analytics/track"]);
    expect(serviceId).toMatch(
      /"service_id":\{"anyOf":\[\{"type":"string","maxLength":64,"nullable":true\}/,
    );
  });
});

const all = operations;
