import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sharedRead } from "../platform/shared-read.ts";
import { serializerCompiler } from "./schema-compilers.ts";

const schema = z.array(z.object({ id: z.number() }));
const serializerFor = () =>
  serializerCompiler({ schema, method: "GET", url: "/chats", httpStatus: "200" });

describe("the response serializer", () => {
  it("encodes a shared read's result once for every request it answers", async () => {
    const serialize = serializerFor();
    const result = await sharedRead<{ id: number }[]>()("k", async () => [{ id: 1 }]);
    expect(String(serialize(result))).toBe('[{"id":1}]');
    // The same bytes for every request (shared results are never changed: shared-read.ts).
    expect(serialize(result)).toBe(serialize(result));
  });

  it("encodes any other value each time, as the handler left it", () => {
    const serialize = serializerFor();
    const value = [{ id: 1 }];
    expect(serialize(value)).toBe('[{"id":1}]');
    value.push({ id: 2 });
    expect(serialize(value)).toBe('[{"id":1},{"id":2}]');
  });

  it("still refuses a value its schema does not describe", () => {
    expect(() => serializerFor()([{ id: "один" }])).toThrow();
  });
});
