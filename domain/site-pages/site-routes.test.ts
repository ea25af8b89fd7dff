import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteRouteOf } from "./site-routes.ts";

/** Every `path` of web/routes.tsx with its parameters filled in, as a visitor would type it. */
function spaAddresses(): string[] {
  const source = readFileSync(new URL("../../web/routes.tsx", import.meta.url), "utf8");
  return [...source.matchAll(/path: "([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .filter((path) => path !== "*")
    .map((path) => `/${path.replace(/:[A-Za-z]+/g, "12")}`);
}

describe("the server knows every address of the SPA", () => {
  it("a page's `module` is the file its route imports (the server finds its chunks by it)", () => {
    const source = readFileSync(new URL("../../web/routes.tsx", import.meta.url), "utf8");
    const routes = [
      ...source.matchAll(
        /handle: pageModule\(\s*"([^"]+)"[^)]*\),\s*lazy: \(\) =>\s*import\("\.\/([^"]+)"\)/g,
      ),
    ];
    expect(routes.length).toBe(source.match(/handle: pageModule\(/g)?.length);
    // Every lazy page names its module.
    expect(routes.length).toBe(source.match(/lazy: \(\) =>/g)?.length);
    expect(routes.length).toBeGreaterThanOrEqual(27);
    for (const [, module, imported] of routes) expect(module).toBe(imported);
  });

  it("no route of web/routes.tsx would answer 404", () => {
    const addresses = spaAddresses();
    expect(addresses.length).toBeGreaterThan(20);
    expect(addresses.filter((address) => siteRouteOf(address).kind === "unknown")).toEqual([]);
  });

  it("reads ids strictly and a trailing slash as none", () => {
    expect(siteRouteOf("/services/12")).toEqual({ kind: "service", id: 12 });
    expect(siteRouteOf("/articles/7/")).toEqual({ kind: "article", id: 7 });
    expect(siteRouteOf("/services/")).toMatchObject({ kind: "public", path: "/services" });
    for (const address of [
      "/services/012",
      "/services/1e3",
      "/services/-1",
      "/services/99999999999",
    ]) {
      expect(siteRouteOf(address).kind, address).toBe("unknown");
    }
    expect(siteRouteOf("/chat/")).toEqual({ kind: "unknown" });
    expect(siteRouteOf("/chat/3/x")).toEqual({ kind: "unknown" });
    expect(siteRouteOf("/guest-chat/abc")).toEqual({ kind: "private" });
  });
});
