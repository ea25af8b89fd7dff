import { describe, expect, it } from "vitest";
import { CORPORATE_TEXTS } from "../corporate/corporate.ts";
import { FILE_TEXTS, MAX_FILE_BYTES, specLimitText } from "./files.ts";

describe("the file limit's refusal", () => {
  it("reads as spec 1 §5 and spec 2 §3 write it (issue 44)", () => {
    expect(specLimitText(MAX_FILE_BYTES)).toBe("10MB");
    expect(FILE_TEXTS.tooLarge(["a.pdf", "b.docx"])).toBe(
      "Файлы превышают лимит 10MB: a.pdf, b.docx",
    );
    expect(CORPORATE_TEXTS.tooLarge(["устав.pdf"])).toBe("Файлы превышают лимит 10MB: устав.pdf");
  });
});
