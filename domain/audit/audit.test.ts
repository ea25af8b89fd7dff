import { describe, expect, it } from "vitest";
import { auditValueText, changedFields } from "./audit.ts";

describe("changedFields", () => {
  it("lists only the fields whose value differs, in the object's order", () => {
    expect(
      changedFields(
        { title: "А", price: 100, tags: ["x"], same: true },
        { title: "Б", price: 100, tags: ["x", "y"], same: true, added: 1 },
      ),
    ).toEqual([
      { field: "title", before: "А", after: "Б" },
      { field: "tags", before: ["x"], after: ["x", "y"] },
      { field: "added", before: null, after: 1 },
    ]);
  });

  it("shows every field of a creation and of a deletion", () => {
    expect(changedFields(null, { a: 1, b: null }).map((c) => c.field)).toEqual(["a"]);
    expect(changedFields({ a: 1, b: "x" }, null)).toEqual([
      { field: "a", before: 1, after: null },
      { field: "b", before: "x", after: null },
    ]);
  });
});

describe("auditValueText", () => {
  it("reads nothing, booleans, lists and long texts", () => {
    expect(auditValueText(null)).toBe("—");
    expect(auditValueText("")).toBe("—");
    expect(auditValueText(false)).toBe("нет");
    expect(auditValueText([1, 2])).toBe("[1,2]");
    expect(auditValueText("я".repeat(301))).toBe(`${"я".repeat(300)}…`);
  });
});
