import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type {
  DocumentTemplate,
  GeneratedDocument,
} from "../../../domain/document-templates/document-template-schemas.ts";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { services } from "../../db/schema/catalogue.ts";
import { archivedFile } from "../../test/archive-fixtures.ts";
import { executorToken, messagesOf, PDF_BYTES } from "../../test/chat-fixtures.ts";
import {
  documentXml,
  docxBytes,
  docxFile,
  generateDocument,
  uploadedTemplate,
  uploadTemplate,
} from "../../test/docx-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Document templates (issue 31 §2): upload, list, delete; a chat's document; sending it. */
let t: TestApp;
let lawyer: string;
let lawyerId: number;
const SERVICE = 5;

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
  lawyerId = (
    (await t.app.inject({ url: "/api/auth/me", headers: bearer(lawyer) })).json() as { id: number }
  ).id;
  await t.db
    .update(services)
    .set({
      intakeFields: [{ key: "debt", label: "Сумма долга", type: "number", required: true }],
    })
    .where(eq(services.id, SERVICE));
});
afterAll(() => t.close());

const list = async () =>
  (
    await t.app.inject({ url: "/api/executor/document-templates", headers: bearer(lawyer) })
  ).json() as DocumentTemplate[];

async function clientChat() {
  const client = await registerClient(t.app, { fullName: "Сидоров Пётр" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/chat/sessions",
    headers: bearer(client.token),
    payload: { service_id: SERVICE, intake: { debt: "250000" } },
  });
  expect(response.statusCode).toBe(201);
  return { client, chat: response.json() as ChatSession };
}

const generate = (chatId: string, templateId: string, token = lawyer) =>
  generateDocument(t.app, token, chatId, templateId);

describe("POST /api/executor/document-templates", () => {
  it("keeps a DOCX with its placeholders and names those that will not fill", async () => {
    const response = await uploadTemplate(
      t.app,
      lawyer,
      "Претензия",
      docxFile("pretenzia.docx", ["Кому: {client.full_name}", "Дата: {today}", "{client.pasport}"]),
    );
    expect(response.statusCode).toBe(201);
    const template = response.json() as DocumentTemplate;
    expect(template).toMatchObject({
      name: "Претензия",
      file_name: "pretenzia.docx",
      placeholders: ["client.full_name", "today", "client.pasport"],
      unknown_placeholders: ["client.pasport"],
    });
    expect((await list()).map((item) => item.id)).toContain(template.id);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, template.id));
    expect(entry).toMatchObject({ entityType: "document_template", action: "create" });
  });

  it("refuses what is no DOCX template, with a Russian detail, and keeps nothing", async () => {
    const before = (await list()).length;
    const cases: [string | null, Parameters<typeof uploadTemplate>[3], number, string][] = [
      [null, docxFile("a.docx", ["x"]), 400, T.nameRequired],
      ["  ", docxFile("a.docx", ["x"]), 400, T.nameRequired],
      ["я".repeat(201), docxFile("a.docx", ["x"]), 400, T.nameTooLong],
      ["Без файла", undefined, 400, T.fileRequired],
      ["PDF", { name: "a.docx", bytes: PDF_BYTES }, 400, ""],
      ["Сломанный", docxFile("b.docx", ["{client.full_name"]), 400, ""],
    ];
    for (const [name, file, status, detail] of cases) {
      const response = await uploadTemplate(t.app, lawyer, name, file);
      expect(response.statusCode, String(name)).toBe(status);
      const body = response.json() as { detail: string };
      if (detail) expect(body.detail).toBe(detail);
      else expect(body.detail.length).toBeGreaterThan(10);
    }
    const broken = await uploadTemplate(t.app, lawyer, "Сломанный", docxFile("b.docx", ["{x"]));
    expect((broken.json() as { detail: string }).detail).toMatch(/^Шаблон не читается: /);
    const big = await uploadTemplate(t.app, lawyer, "Большой", {
      name: "big.docx",
      bytes: new Uint8Array(TEMPLATE_LIMITS.fileBytes + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: T.tooLarge });
    expect((await list()).length).toBe(before);
  });

  it("is the firm's staff's: a client 403, a visitor 401", async () => {
    const client = await registerClient(t.app);
    const file = docxFile("a.docx", ["x"]);
    expect((await uploadTemplate(t.app, client.token, "Чужой", file)).statusCode).toBe(403);
    expect((await uploadTemplate(t.app, null, "Чужой", file)).statusCode).toBe(401);
    const listed = await t.app.inject({
      url: "/api/executor/document-templates",
      headers: bearer(client.token),
    });
    expect(listed.statusCode).toBe(403);
  });

  it("deletes a template with its file; documents made from it stay", async () => {
    const template = await uploadedTemplate(t.app, lawyer, "Удаляемый");
    const { chat } = await clientChat();
    const made = (await generate(chat.id, template.id)).json() as GeneratedDocument;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/executor/document-templates/${template.id}`,
      headers: bearer(lawyer),
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).not.toContain(template.id);
    const [kept] = await t.db.select().from(archiveFiles).where(eq(archiveFiles.id, made.file_id));
    expect(kept).toBeDefined();
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/executor/document-templates/${template.id}`,
      headers: bearer(lawyer),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("POST /api/chat/sessions/{id}/generate-document", () => {
  it("fills the template from the chat into the lawyer's «Файлы», formatting kept, and names what is missing", async () => {
    const template = await uploadedTemplate(t.app, lawyer);
    const bold = await uploadTemplate(t.app, lawyer, "Жирный", {
      name: "bold.docx",
      bytes: new Uint8Array(docxBytes(["{client.full_name}"], true)),
    });
    const { client, chat } = await clientChat();
    const response = await generate(chat.id, template.id);
    expect(response.statusCode).toBe(201);
    const made = response.json() as GeneratedDocument;
    expect(made.file_name).toBe("Договор — Сидоров Пётр.docx");
    // What «Настройки сайта» leaves empty is reported, and nothing else.
    const firm = (await t.app.inject({ url: "/api/site-settings" })).json() as {
      company_name: string;
      inn: string | null;
    };
    const expected = [firm.inn ? null : "firm.inn", firm.company_name ? null : "firm.name"];
    expect(made.missing.sort()).toEqual(expected.filter(Boolean));
    const download = await t.app.inject({
      url: `/api/files/${made.file_id}/download`,
      headers: bearer(lawyer),
    });
    expect(download.statusCode).toBe(200);
    const xml = documentXml(download.rawPayload);
    expect(xml).toContain(`Заказчик: Сидоров Пётр, e-mail ${client.email}`);
    expect(xml).toContain("Сумма долга: 250000");
    expect(xml).toMatch(/Дата: \d{2}\.\d{2}\.\d{4}/);
    expect(xml).not.toContain("{");
    const [file] = await t.db.select().from(archiveFiles).where(eq(archiveFiles.id, made.file_id));
    expect(file?.ownerId).toBe(lawyerId);

    const boldMade = (
      await generate(chat.id, (bold.json() as DocumentTemplate).id)
    ).json() as GeneratedDocument;
    const boldXml = documentXml(
      (
        await t.app.inject({
          url: `/api/files/${boldMade.file_id}/download`,
          headers: bearer(lawyer),
        })
      ).rawPayload,
    );
    expect(boldXml).toContain("<w:b/>");
    expect(boldXml).toContain("Сидоров Пётр");
  });

  it("is refused to a client and for an unknown template or chat", async () => {
    const template = await uploadedTemplate(t.app, lawyer, "Для отказов");
    const { client, chat } = await clientChat();
    expect((await generate(chat.id, template.id, client.token)).statusCode).toBe(403);
    const unknown = await generate(chat.id, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: T.notFound });
    expect((await generate("00000000-0000-4000-8000-000000000000", template.id)).statusCode).toBe(
      404,
    );
  });
});

describe("POST /api/chat/sessions/{id}/send-file", () => {
  it("sends the document into the chat as the lawyer's message; the client downloads it", async () => {
    const template = await uploadedTemplate(t.app, lawyer, "Для отправки");
    const { client, chat } = await clientChat();
    const made = (await generate(chat.id, template.id)).json() as GeneratedDocument;
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/send-file`,
      headers: bearer(lawyer),
      payload: { file_id: made.file_id },
    });
    expect(sent.statusCode).toBe(201);
    const [message] = sent.json() as ChatMessage[];
    expect(message).toMatchObject({ sender_type: "executor", file_name: made.file_name });
    const seen = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, client.token);
    const file = seen.find((item) => item.file_name === made.file_name);
    expect(file?.file_url).toBeTruthy();
    const download = await t.app.inject({
      url: file?.file_url ?? "",
      headers: bearer(client.token),
    });
    expect(download.statusCode).toBe(200);
    expect(documentXml(download.rawPayload)).toContain("Сидоров Пётр");
  });

  it("sends only the caller's own file: the client's archive file is a 404", async () => {
    const { client, chat } = await clientChat();
    const theirs = await archivedFile(t.app, client.token);
    for (const fileId of [theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/chat/sessions/${chat.id}/send-file`,
        headers: bearer(lawyer),
        payload: { file_id: fileId },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
