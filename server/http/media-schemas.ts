import type { Readable } from "node:stream";
import { z } from "zod";
import { LOGO_EXTENSIONS } from "../../domain/trusted-clients/trusted-clients.ts";
import { MIME_TYPES } from "../platform/files/sniff-file-type.ts";

/**
 * What routes take and answer besides JSON, declared once so the OpenAPI document says it the
 * same way everywhere (decision 052): a route writes `response: { 200: pdfAnswer }` or
 * `body: multipartBody(fields)`. Answers are zod's content-type form (`{ description, content }`),
 * which fastify-type-provider-zod documents per media type and Fastify never serializes (a
 * stream, a Buffer or a string with its own Content-Type passes as it is).
 */

/** A file's bytes as a handler sends them: `type: string, format: binary` in the document. */
export const fileBytes = z
  .custom<Readable | Buffer>(() => true)
  .meta({ type: "string", format: "binary" });

/** A form field that carries a file (the same `format: binary`). */
export const fileField = (description: string) => z.file().describe(description);

/** An answer that is a file in one of `mediaTypes`, not JSON. */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])),
  };
}

export const pdfAnswer = fileAnswer("PDF-файл", ["application/pdf"]);
export const zipAnswer = fileAnswer("Zip-архив", ["application/zip"]);
/** Pictures we store: a client's logo, a lawyer's photo (PNG or JPEG, checked by content). */
export const imageAnswer = fileAnswer("Изображение (PNG или JPEG)", [
  ...new Set(LOGO_EXTENSIONS.map((extension) => MIME_TYPES[extension])),
]);

/** Every type an uploaded file is served as (chosen by its sniffed content, sniff-file-type.ts). */
export const STORED_FILE_TYPES = [
  ...new Set(Object.values(MIME_TYPES).map((type) => type.split(";")[0]!)),
];
export const storedFileAnswer = fileAnswer(
  "Файл как он был загружен, с типом по его содержимому",
  STORED_FILE_TYPES,
);

/** A stored file, or (`?format=base64`) the spec's JSON form of it with `file_data`. */
export const storedFileOrJsonAnswer = (json: z.ZodType) => ({
  description: `${storedFileAnswer.description}; с ?format=base64 — JSON с file_data`,
  content: { ...storedFileAnswer.content, "application/json": { schema: json } },
});

/** A text answer with its own media type (an .ics calendar, robots.txt, a sitemap). */
export const textAnswer = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

export const calendarAnswer = textAnswer("Календарь iCalendar (RFC 5545)", "text/calendar");

/** A push stream of events (server-sent events); it stays open. */
export const eventStreamAnswer = textAnswer(
  "Поток событий (server-sent events), открыт до закрытия",
  "text/event-stream",
);

/**
 * A redirect a browser follows (signing in with Yandex ID): no body, the address in `Location`.
 * Such a route's success is its 3xx (openapi.test.ts; redocly.yaml says why its 2xx rule is off).
 */
export const redirectAnswer = (description: string) => z.undefined().describe(description);

/** A 204: no body at all (the handler sends nothing, not `null`). */
export const noContentAnswer = (description: string) => z.undefined().describe(description);

/**
 * Bodies read by their handler, not by Fastify's validator: a multipart form arrives part by
 * part as it streams (Fastify sees no fields: request.body is empty), and a route that takes the
 * same fields as JSON reads both with the same rules and Russian texts. Their schemas document
 * the body; schema-compilers.ts lets them pass.
 */
const readByHandler = new WeakSet<object>();
export const isReadByHandler = (schema: unknown) =>
  typeof schema === "object" && schema !== null && readByHandler.has(schema);

/** A copy, marked: the schema itself may be a route's validated body elsewhere. */
function readsItself<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone() as T;
  readByHandler.add(copy);
  return copy;
}

/** A `multipart/form-data` body with these fields (files as fileField), and JSON where it is taken. */
export function multipartBody(form: z.ZodObject, json?: z.ZodType) {
  return {
    content: {
      "multipart/form-data": { schema: readsItself(form) },
      ...(json ? { "application/json": { schema: readsItself(json) } } : {}),
    },
  };
}

/** An `application/x-www-form-urlencoded` body (a mail app's one-click unsubscribe, RFC 8058). */
export function urlEncodedFormBody(form: z.ZodType) {
  return { content: { "application/x-www-form-urlencoded": { schema: readsItself(form) } } };
}
