import { describe, expect, it } from "vitest";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../chat/files.ts";
import { BULK_DOCUMENT_EXTENSIONS, CORPORATE_TEXTS } from "./corporate.ts";
import { checkPickedDocuments } from "./document-checks.ts";

const file = (name: string, size = 1000) => ({ name, size });

describe("documents checked before a bulk upload", () => {
  it("refuses more than 100 files at once, with the spec's text", () => {
    const picked = Array.from({ length: 101 }, (_, i) => file(`${i}.pdf`));
    expect(checkPickedDocuments(picked, BULK_DOCUMENT_EXTENSIONS)).toEqual({
      accepted: [],
      errors: ["Максимум 100 файлов за раз"],
    });
    const hundred = picked.slice(0, 100);
    expect(checkPickedDocuments(hundred, BULK_DOCUMENT_EXTENSIONS).accepted).toHaveLength(100);
  });

  it("leaves out files over 10 MB, empty ones and other types, naming each, and keeps the rest", () => {
    const big = file("большой.pdf", MAX_FILE_BYTES + 1);
    const result = checkPickedDocuments(
      [file("договор.pdf"), big, file("пусто.txt", 0), file("смета.xlsx"), file("фото.JPG")],
      BULK_DOCUMENT_EXTENSIONS,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(["договор.pdf", "фото.JPG"]);
    expect(result.errors).toEqual([
      CORPORATE_TEXTS.tooLarge(["большой.pdf"]),
      FILE_TEXTS.empty("пусто.txt"),
      FILE_TEXTS.notAllowed("смета.xlsx", BULK_DOCUMENT_EXTENSIONS),
    ]);
    expect(CORPORATE_TEXTS.tooLarge(["a.pdf"])).toBe("Файлы превышают лимит 10MB: a.pdf");
  });

  it("takes exactly 10 MB", () => {
    const exact = file("ровно.pdf", MAX_FILE_BYTES);
    expect(checkPickedDocuments([exact], BULK_DOCUMENT_EXTENSIONS).accepted).toEqual([exact]);
  });
});
