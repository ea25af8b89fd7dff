import { describe, expect, it } from "vitest";
import { isSafePartName, isXmlPart } from "./docx-parts.ts";

describe("isSafePartName", () => {
  it("keeps the names Word writes", () => {
    for (const name of [
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
      "word/_rels/document.xml.rels",
      "word/media/image1.png",
      "docProps/core.xml",
    ]) {
      expect(isSafePartName(name), name).toBe(true);
    }
  });

  it("drops a name that climbs, starts at a root or a drive, uses \\, names a folder or hides a control character", () => {
    for (const name of [
      "../evil.sh",
      "word/../../evil.sh",
      "word/..",
      "./word/document.xml",
      "/etc/passwd",
      "C:/Windows/evil.bat",
      "c:evil.bat",
      "word\\..\\evil.bat",
      "word//document.xml",
      "word/",
      "",
      "word/doc\u0000ument.xml",
      "word/\u001bx.xml",
      `${"a/".repeat(600)}x`,
    ]) {
      expect(isSafePartName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe("isXmlPart", () => {
  it("is Word's XML and its relationships, not pictures", () => {
    expect(isXmlPart("word/document.xml")).toBe(true);
    expect(isXmlPart("_rels/.rels")).toBe(true);
    expect(isXmlPart("word/media/image1.png")).toBe(false);
  });
});
