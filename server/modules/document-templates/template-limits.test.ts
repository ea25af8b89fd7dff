import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { documentTemplates } from "../../db/schema/documents.ts";
import { executorToken, openClientChat } from "../../test/chat-fixtures.ts";
import {
  documentXmlOf,
  docxWithDocument,
  plainDocxParts,
  repeatedPart,
  zipOf,
} from "../../test/docx-crafted.ts";
import { docxFile, generateDocument, uploadTemplate } from "../../test/docx-fixtures.ts";
import { registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 43 §3: a template cannot stall the server. A zip that lies about its sizes is measured by
 * what it really unpacks to, a small file with megabytes of XML is refused before it is parsed,
 * and a large honest template is parsed and filled off the request thread.
 */
let t: TestApp;
let lawyer: string;
let chat: ChatSession;

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
  chat = await openClientChat(t.app, (await registerClient(t.app)).token);
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array<ArrayBuffer>, name = "Шаблон") =>
  uploadTemplate(t.app, lawyer, name, { ...docxFile("t.docx", []), bytes });

const generate = (templateId: string) => generateDocument(t.app, lawyer, chat.id, templateId);

/** A template kept before these limits existed: straight into storage and the table. */
async function storedTemplate(bytes: Uint8Array): Promise<string> {
  const saved = await t.app.storage.save(Readable.from(Buffer.from(bytes)), { headBytes: 0 });
  const id = randomUUID();
  await t.db.insert(documentTemplates).values({
    id,
    name: "Старый шаблон",
    fileName: "old.docx",
    sizeBytes: saved.sizeBytes,
    storageKey: saved.key,
    placeholders: [],
  });
  return id;
}

/** 5.4 MB of empty paragraphs in 16 KB: parsing it took 5–7 s on the request thread. */
const denseXml = () => docxWithDocument(documentXmlOf("<w:p/>".repeat(900_000)));

/** The shape (its was 300 MB in 306 KB): a part that unpacks to 100 MB while the zip says 1 KB. */
async function underDeclaredBomb(name: string, chunk: string) {
  const bomb = await repeatedPart(name, chunk, Math.ceil((100 * 2 ** 20) / chunk.length));
  return zipOf([...plainDocxParts(), { ...bomb, declared: 1024 }]);
}

describe("a template that unpacks past the limits", () => {
  it("is refused by what its parts really unpack to, not what the zip declares", async () => {
    for (const bytes of [
      await underDeclaredBomb("word/media/image1.png", " ".repeat(65_536)),
      await underDeclaredBomb("customXml/item1.xml", `<a>${" ".repeat(65_536)}</a>`),
    ]) {
      expect(bytes.length).toBeLessThan(TEMPLATE_LIMITS.fileBytes);
      // How fast it is refused is the bench's (BENCH_ONLY=templates), not a timed unit test's.
      const response = await upload(bytes);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: T.packedTooTightly });
    }
  });

  it("refuses a small DOCX with megabytes of XML at upload, and at generation when kept before", async () => {
    const bytes = denseXml();
    expect(bytes.length).toBeLessThan(20_000);
    const uploaded = await upload(bytes);
    expect(uploaded.statusCode).toBe(413);
    expect(uploaded.json()).toEqual({ detail: T.packedTooTightly });

    const id = await storedTemplate(bytes);
    const made = await generate(id);
    expect(made.statusCode).toBe(413);
    expect(made.json()).toEqual({ detail: T.packedTooTightly });
  });

  it("answers a broken zip with 400, never 500", async () => {
    const good = zipOf(plainDocxParts());
    const cases = [
      good.subarray(0, good.length - 10), // no end of directory
      Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100)]),
      (() => {
        const lying = Buffer.from(good);
        lying.writeUInt32LE(0xffff_fff0, lying.length - 6); // the directory "starts" past the end
        return lying;
      })(),
    ];
    for (const bytes of cases) {
      const response = await upload(bytes);
      expect(response.statusCode).toBe(400);
      // The upload's sniffing refuses some first, in its own words.
      expect((response.json() as { detail: string }).detail).toMatch(/^[А-ЯЁ]/);
    }
  });
});
