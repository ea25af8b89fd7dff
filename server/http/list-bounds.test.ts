import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { LIST_BOUNDS, type ListBound } from "./list-bounds.ts";

/** No page may be larger than this, whatever its route's own maximum. */
const PAGE_SIZE_CEILING = 1000;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maximum?: number;
}
interface Parameter {
  in: string;
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

function holdsArray(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array")) return true;
  return [
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].some(holdsArray);
}

let t: TestApp;
let operations: Map<string, Operation>;

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
    ),
  );
});
afterAll(() => t?.close());

/** Routes whose 2xx JSON answer holds an array anywhere. */
function listRoutes(): string[] {
  return [...operations]
    .filter(([, op]) =>
      Object.entries(op.responses ?? {}).some(
        ([code, answer]) =>
          code.startsWith("2") && holdsArray(answer.content?.["application/json"]?.schema),
      ),
    )
    .map(([route]) => route);
}

/** The paging parameters a kind of paging needs: [position, size]. */
const PARAMETERS: Record<"offset" | "page" | "cursor", [string, string | null]> = {
  offset: ["offset", "limit"],
  page: ["page", "page_size"],
  // A keyset page's size may be the server's own (the messages of a chat).
  cursor: ["before", null],
};

function pagingProblem(route: string, bound: ListBound): string | null {
  if (!("paged" in bound)) return null;
  const query = new Map(
    (operations.get(route)?.parameters ?? [])
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => [parameter.name, parameter.schema]),
  );
  const [position, size] = PARAMETERS[bound.paged];
  if (!query.has(position)) return `${route}: no "${position}" parameter`;
  const sizeName = size ?? (query.has("limit") ? "limit" : null);
  if (sizeName === null) return null;
  const maximum = query.get(sizeName)?.maximum;
  if (maximum === undefined || maximum > PAGE_SIZE_CEILING) {
    return `${route}: "${sizeName}" needs a maximum of at most ${PAGE_SIZE_CEILING} (has ${maximum})`;
  }
  return null;
}

describe("every list in the API is bounded (server/http/list-bounds.ts)", () => {
  it("has a row for every route that answers a list, and none for a route that does not", () => {
    const routes = listRoutes();
    const missing = routes.filter((route) => !(route in LIST_BOUNDS));
    const stale = Object.keys(LIST_BOUNDS).filter((route) => !routes.includes(route));
    expect(
      { missing, stale },
      [
        "A route that answers a list needs a row saying how it stays bounded:",
        ...missing.map((route) => `  add: "${route}": offset | page | cursor | cap(MAX, "…"),`),
        ...stale.map((route) => `  remove the row: "${route}"`),
      ].join("\n"),
    ).toEqual({ missing: [], stale: [] });
  });

  it("declares the paging parameters of every paged route, the size with a maximum", () => {
    const problems = Object.entries(LIST_BOUNDS)
      .map(([route, bound]) => pagingProblem(route, bound))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("gives every cap a positive size and every whole list its reason", () => {
    for (const [route, bound] of Object.entries(LIST_BOUNDS)) {
      if ("cap" in bound) expect(bound.cap, route).toBeGreaterThan(0);
      if ("whole" in bound) expect(bound.whole.length, route).toBeGreaterThan(0);
    }
  });
});
