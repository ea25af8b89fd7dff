import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("attachment", "Иск (проект).docx")).toBe(
      `attachment; filename="___ (______).docx"; filename*=UTF-8''%D0%98%D1%81%D0%BA%20%28%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82%29.docx`,
    );
  });

  it("no name can break out of the header", () => {
    const header = contentDisposition("inline", 'a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('inline; filename="abcSet-Cookie: x=1.pdf";')).toBe(true);
  });

  it("an empty name still downloads as a file", () => {
    expect(contentDisposition("attachment", "\u0000")).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
  });
});

describe("contentDisposition with an ASCII name of its own", () => {
  it("keeps the Russian name exact and falls back to the given one", () => {
    expect(contentDisposition("attachment", "Переписка.pdf", "chat-transcript.pdf")).toBe(
      `attachment; filename="chat-transcript.pdf"; filename*=UTF-8''%D0%9F%D0%B5%D1%80%D0%B5%D0%BF%D0%B8%D1%81%D0%BA%D0%B0.pdf`,
    );
  });
});
