import type { DocumentTemplate } from "../../domain/document-templates/document-template-schemas.ts";
import type { App } from "../app.ts";
import { formBody, type UploadFile } from "./chat-fixtures.ts";
import { docxBytes } from "./docx-bytes.ts";
import { bearer } from "./fixtures.ts";

export { documentXml, docxBytes } from "./docx-bytes.ts";

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const docxFile = (name: string, lines: readonly string[]): UploadFile => ({
  name,
  bytes: new Uint8Array(docxBytes(lines)),
  type: DOCX_MIME,
});

export const templateForm = (name: string | null, file?: UploadFile) =>
  formBody(name === null ? {} : { name }, file ? [{ field: "file", file }] : []);

/** POST /api/executor/document-templates as `token`. */
export async function uploadTemplate(
  app: App,
  token: string | null,
  name: string | null,
  file: UploadFile | undefined,
) {
  const body = await templateForm(name, file);
  return app.inject({
    method: "POST",
    url: "/api/executor/document-templates",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** POST /api/chat/sessions/{id}/generate-document as `token`. */
export const generateDocument = (app: App, token: string, chatId: string, templateId: string) =>
  app.inject({
    method: "POST",
    url: `/api/chat/sessions/${chatId}/generate-document`,
    headers: bearer(token),
    payload: { template_id: templateId },
  });

export const CONTRACT_LINES = [
  "Договор оказания юридических услуг",
  "Заказчик: {client.full_name}, e-mail {client.email}",
  "Исполнитель: {firm.name}, ИНН {firm.inn}",
  "Сумма долга: {intake.debt}",
  "Дата: {today}",
];

export async function uploadedTemplate(app: App, token: string, name = "Договор") {
  const response = await uploadTemplate(app, token, name, docxFile("dogovor.docx", CONTRACT_LINES));
  if (response.statusCode !== 201) throw new Error(`template: ${response.body}`);
  return response.json() as DocumentTemplate;
}
