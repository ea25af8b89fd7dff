import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
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

const all = operations;
