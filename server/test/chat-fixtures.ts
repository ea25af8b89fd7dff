import type { ChatMessage, ChatSession } from "../../domain/chat/chat-schemas.ts";
import type { App } from "../app.ts";
import { bearer, loginAsStaff } from "./fixtures.ts";

export interface UploadFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer> | string;
  type?: string;
}

/**
 * A multipart body as a browser's FormData sends it: text fields first, then each file under its
 * field name (`files` repeated for a chat send, `file` for the archive and company documents).
 */
export async function formBody(
  fields: Record<string, string>,
  files: readonly { field: string; file: UploadFile }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field, file } of files) {
    form.append(
      field,
      new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  const request = new Request("http://test.local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** A chat send: `content` and repeated `files`. */
export const multipart = (content: string, files: UploadFile[] = []) =>
  formBody(
    { content },
    files.map((file) => ({ field: "files", file })),
  );

export const PDF_BYTES = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n";
export const PNG_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

export const executorToken = (app: App) => loginAsStaff(app, "executor@demo.ru", "demo-executor");

export async function createGuestChat(app: App, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/guest/chat/sessions",
    payload: {
      service_id: "1",
      guest_name: "Гость Гостев",
      guest_phone: "+7 (900) 123-45-67",
      consent: true,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`guest chat: ${response.body}`);
  return response.json() as ChatSession;
}

export async function openClientChat(app: App, token: string, serviceId: string | number = 1) {
  const response = await app.inject({
    method: "POST",
    url: "/api/chat/sessions",
    headers: bearer(token),
    payload: { service_id: serviceId },
  });
  if (response.statusCode >= 300) throw new Error(`client chat: ${response.body}`);
  return response.json() as ChatSession;
}

export async function sendMessage(
  app: App,
  url: string,
  content: string,
  files: UploadFile[] = [],
  token?: string,
) {
  const body = await multipart(content, files);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

export async function postOk(app: App, url: string, token: string, payload?: unknown) {
  const response = await app.inject({
    method: "POST",
    url,
    headers: bearer(token),
    payload: payload as never,
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as ChatSession;
}

export async function messagesOf(app: App, url: string, token?: string) {
  const response = await app.inject({ url, headers: token ? bearer(token) : {} });
  return response.json() as ChatMessage[];
}
