import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, MAX_FILES_PER_SEND } from "./files.ts";
import { fitsOneSend, MAX_SEND_BYTES } from "./upload-limits.ts";

describe("one send's total", () => {
  it("is below what the spec's per-file limits would allow", () => {
    expect(MAX_SEND_BYTES).toBeLessThan(MAX_FILE_BYTES * MAX_FILES_PER_SEND);
  });

  it("fits up to MAX_SEND_BYTES and not a byte more", () => {
    expect(fitsOneSend([MAX_SEND_BYTES - 10, 10])).toBe(true);
    expect(fitsOneSend([MAX_SEND_BYTES - 10, 11])).toBe(false);
    expect(fitsOneSend(Array.from({ length: 6 }, () => MAX_FILE_BYTES))).toBe(false);
    expect(fitsOneSend([])).toBe(true);
  });
});
