import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/test-app.ts";
import { type ObjectRules, policyProblem, routePolicy } from "./route-policy.ts";

/** A bare server with the policy and no objects to find: only declarations are looked at. */
async function serverWithPolicy() {
  const app = Fastify();
  await app.register(routePolicy, {
    objects: {} as ObjectRules,
    proof: () => {
      throw new Error("no proof in this test");
    },
  });
  return app;
}

describe("every route declares who may call it and what its path names (decision 049)", () => {
  it("a route that declares nothing is refused when it is registered", async () => {
    const app = await serverWithPolicy();
    expect(() => app.get("/api/forgotten", async () => ({}))).toThrow(
      /GET \/api\/forgotten declares no caller/,
    );
    expect(() =>
      app.get("/api/declared", { config: { access: "anyone" } }, async () => ({})),
    ).not.toThrow();
  });

  it("a route whose path names an object must say which kind, and only then", () => {
    expect(policyProblem({ url: "/api/things/:id", config: { access: "staff" } })).toMatch(
      /names an object \(id\) but declares no config.object/,
    );
    expect(
      policyProblem({ url: "/api/things", config: { access: "staff", object: "firm" } }),
    ).toMatch(/without a path id/);
    expect(
      policyProblem({ url: "/api/things/:id", config: { access: "anyone", object: "chat" } }),
    ).toMatch(/needs a signed-in caller/);
    expect(
      policyProblem({ url: "/api/things/:id", config: { access: "staff", object: "chat" } }),
    ).toBeNull();
    // The docs page and the site's own pages are not the API.
    expect(policyProblem({ url: "/api/docs/static/index.html" })).toBeNull();
    expect(policyProblem({ url: "/services" })).toBeNull();
  });

  it("the whole app starts, so every one of its routes declares both", async () => {
    const t = await buildTestApp({ seedDemo: false });
    try {
      const document = t.app.swagger() as unknown as { paths: Record<string, object> };
      expect(Object.keys(document.paths).length).toBeGreaterThan(150);
    } finally {
      await t.close();
    }
  });
});
