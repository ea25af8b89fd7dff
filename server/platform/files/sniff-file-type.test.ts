import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FILE_TEXTS } from "../../../domain/chat/files.ts";
import { checkAttachment } from "./sniff-file-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
    ),
  );

/** The start of a real zip: a local file header naming its first entry. */
function zipStartingWith(entryName: string): Uint8Array {
  const data = deflateRawSync(Buffer.from("<xml/>"));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt16LE(entryName.length, 26);
  return new Uint8Array(Buffer.concat([header, Buffer.from(entryName), data]));
}

describe("checkAttachment", () => {
  it.each([
    ["договор.pdf", bytes("%PDF-1.7\n")],
    ["скан.PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["фото.jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["схема.gif", bytes("GIF89a")],
    ["старый.doc", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ["иск.docx", zipStartingWith("word/document.xml")],
    ["расчёт.xlsx", zipStartingWith("xl/workbook.xml")],
    ["заметки.txt", bytes("Текст в UTF-8")],
    ["cp1251.txt", bytes([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2])],
  ])("accepts %s by its content", (name, head) => {
    expect(checkAttachment(name, head)).toMatchObject({ ok: true });
  });

  it.each([
    ["вирус.pdf", bytes([0x4d, 0x5a, 0x90, 0x00])], // a Windows executable named .pdf
    ["картинка.png", bytes("%PDF-1.4")],
    ["таблица.docx", zipStartingWith("xl/workbook.xml")],
    ["архив.xlsx", zipStartingWith("payload.exe")],
    ["бинарный.txt", bytes([0x00, 0x01, 0x02])],
    ["подделка.txt", bytes("%PDF-1.4")],
  ])("refuses disguised %s", (name, head) => {
    expect(checkAttachment(name, head)).toEqual({ ok: false, detail: FILE_TEXTS.disguised(name) });
  });

  it("refuses types outside the list and empty files", () => {
    expect(checkAttachment("script.exe", bytes("MZ"))).toEqual({
      ok: false,
      detail: FILE_TEXTS.notAllowed("script.exe"),
    });
    expect(checkAttachment("без-расширения", bytes("x")).ok).toBe(false);
    expect(checkAttachment("пусто.pdf", new Uint8Array())).toEqual({
      ok: false,
      detail: FILE_TEXTS.empty("пусто.pdf"),
    });
  });
});
