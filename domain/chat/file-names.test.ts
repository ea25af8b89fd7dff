import { describe, expect, it } from "vitest";
import { cleanFileName, FILE_NAME_MAX } from "./file-names.ts";

describe("cleanFileName", () => {
  it.each([
    ["\u202Egpj.pdf", "gpj.pdf"],
    ["invoice\u202Excod.exe", "invoicexcod.exe"],
    ["a\u202Ab\u202Bc\u202Cd\u202De\u202Ef.txt", "abcdef.txt"],
    ["\u2066x\u2067y\u2068z\u2069.pdf", "xyz.pdf"],
    ["zero\u200Bwidth\u200C\u200D\u2060\uFEFF.pdf", "zerowidth.pdf"],
    ["mark\u200E\u200F.pdf", "mark.pdf"],
    ["line\u2028sep\u2029.pdf", "linesep.pdf"],
    ['con\u0000trol\u001f\u007f".pdf', "control.pdf"],
  ])("strips invisible and control characters from %j", (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it("keeps only the last path segment and ordinary Unicode names", () => {
    expect(cleanFileName("C:\\Users\\me\\Договор №5 (итог).pdf")).toBe("Договор №5 (итог).pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("  отчёт 😀.docx ")).toBe("отчёт 😀.docx");
  });

  it("cuts long names keeping the extension", () => {
    const cut = cleanFileName(`${"я".repeat(300)}.pdf`);
    expect(cut).toHaveLength(FILE_NAME_MAX);
    expect(cut.endsWith(".pdf")).toBe(true);
  });
});
