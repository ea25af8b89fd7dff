import { describe, expect, it } from "vitest";
import { archiveEntryName, cleanFileName, FILE_NAME_MAX, uniqueArchiveName } from "./file-names.ts";

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

describe("archive entry names", () => {
  it("never makes a path or a name Windows refuses", () => {
    expect(archiveEntryName("../../etc/passwd")).toBe(".._.._etc_passwd");
    expect(archiveEntryName("C:\\Windows\\win.ini")).toBe("C__Windows_win.ini");
    expect(archiveEntryName('что? "это" <да> | нет*.pdf')).toBe("что_ _это_ _да_ _ нет_.pdf");
    expect(archiveEntryName("..")).toBe("file");
    expect(archiveEntryName("")).toBe("file");
  });

  it("numbers a repeated name, ignoring case, and keeps the extension", () => {
    const used = new Set<string>();
    expect(uniqueArchiveName("Акт.pdf", used)).toBe("Акт.pdf");
    expect(uniqueArchiveName("акт.pdf", used)).toBe("акт (2).pdf");
    expect(uniqueArchiveName("Акт.pdf", used)).toBe("Акт (3).pdf");
    expect(uniqueArchiveName("README", used)).toBe("README");
    expect(uniqueArchiveName("README", used)).toBe("README (2)");
  });
});
