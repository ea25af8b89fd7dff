import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/test-app.ts";
import { type ObjectRules, policyProblem, routePolicy } from "./route-policy.ts";

/** A bare server with the policy and no objects to find: only declarations are looked at. */
async function serverWithPolicy() {
  const app = Fastify();
  await app.register(routePolicy, {
    objects: {} as ObjectRules,
    phoneConfirmation: "required",
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

  it("the whole app starts, and its API document's security says what each route's access does", async () => {
    const t = await buildTestApp({ seedDemo: false });
    try {
      const document = t.app.swagger() as unknown as {
        paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      };
      expect(Object.keys(document.paths).length).toBeGreaterThan(150);
      // A generated client sends the token where the route wants a signed-in caller, and needs
      // none where anyone may call (it may still send one: some public answers say more then).
      const disagreeing = [...t.app.routePolicies]
        .filter(([route]) => !route.startsWith("HEAD "))
        .flatMap(([route, policy]) => {
          const [method, path] = route.split(" ") as [string, string];
          const operation = document.paths[path]?.[method.toLowerCase()];
          if (!operation) return [];
          const security = operation.security ?? [];
          const tokenRequired =
            security.length > 0 && security.every((requirement) => "bearer" in requirement);
          return tokenRequired === (policy.access !== "anyone") ? [] : [route];
        });
      expect(disagreeing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
