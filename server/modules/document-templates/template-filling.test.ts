import { eq } from "drizzle-orm";
import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type {
  DocumentTemplate,
  GeneratedDocument,
} from "../../../domain/document-templates/document-template-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { executorToken, openClientChat } from "../../test/chat-fixtures.ts";
import { deflatedPart, plainDocxParts, zipOf } from "../../test/docx-crafted.ts";
import {
  documentXml,
  docxFile,
  generateDocument,
  uploadTemplate,
} from "../../test/docx-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 43 §4 and §6: what a generated document carries. A placeholder reads only its own value
 * (never Object.prototype's), a part named to climb out of its folder is not copied, and the price
 * comes as a number and with its currency.
 */
let t: TestApp;
let lawyer: string;
let chat: ChatSession;

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
  chat = await openClientChat(t.app, (await registerClient(t.app)).token);
  await t.db
    .update(chatSessions)
    .set({ finalPriceKopecks: 750_000 })
    .where(eq(chatSessions.id, chat.id));
});
afterAll(() => t.close());

async function madeFrom(bytes: Uint8Array<ArrayBuffer>) {
  const uploaded = await uploadTemplate(t.app, lawyer, "Шаблон", {
    ...docxFile("t.docx", []),
    bytes,
  });
  expect(uploaded.statusCode).toBe(201);
  const template = uploaded.json() as DocumentTemplate;
  const response = await generateDocument(t.app, lawyer, chat.id, template.id);
  expect(response.statusCode).toBe(201);
  const made = response.json() as GeneratedDocument;
  const download = await t.app.inject({
    url: `/api/files/${made.file_id}/download`,
    headers: bearer(lawyer),
  });
  return { template, made, docx: download.rawPayload };
}

describe("a generated document", () => {
  it("fills a placeholder only from its own value, never from Object.prototype", async () => {
    const tags = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];
    const lines = tags.map((tag) => `[{${tag}}]`);
    const { template, made, docx } = await madeFrom(
      zipOf(plainDocxParts([...lines, "{client.full_name}"])),
    );
    expect(template.unknown_placeholders).toEqual(tags);
    expect(made.missing.sort()).toEqual([...tags].sort());
    const xml = documentXml(docx);
    expect(xml.match(/\[\]/g)).toHaveLength(tags.length);
    expect(xml).not.toMatch(/object|function|native code/i);
  });

  it("leaves out every part named to climb out of its folder or to start at a root", async () => {
    const unsafe = ["../evil.sh", "word/../../evil.sh", "/etc/evil", "C:/evil.bat", "a\\..\\b"];
    const { docx } = await madeFrom(
      zipOf([
        ...plainDocxParts(["Договор для {client.full_name}"]),
        ...unsafe.map((name) => deflatedPart(name, "echo pwned")),
      ]),
    );
    const names = Object.keys(new PizZip(docx).files);
    expect(names).toContain("word/document.xml");
    for (const name of unsafe) expect(names).not.toContain(name);
    expect(names.filter((name) => name.includes("..") || name.startsWith("/"))).toEqual([]);
  });

  it("writes the price as a number for «руб.», and with its currency as another placeholder", async () => {
    const { template, made, docx } = await madeFrom(
      zipOf(plainDocxParts(["Цена: {order.price} руб.", "Итого: {order.price_with_currency}"])),
    );
    expect(template.unknown_placeholders).toEqual([]);
    expect(made.missing).toEqual([]);
    const xml = documentXml(docx);
    expect(xml).toContain("Цена: 7\u00a0500,00 руб.");
    expect(xml).toContain("Итого: 7\u00a0500,00 ₽");
    expect(xml).not.toContain("₽ руб.");
  });
});
