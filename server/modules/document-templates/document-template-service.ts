import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { count, desc, eq } from "drizzle-orm";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import type {
  DocumentTemplate,
  GeneratedDocument,
} from "../../../domain/document-templates/document-template-schemas.ts";
import {
  DOCX_MIME_TYPE,
  generatedFileName,
  isKnownPlaceholder,
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { documentTemplates } from "../../db/schema/documents.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { fileOfOwnerOr404 } from "../archive/archive-access.ts";
import type { ArchiveContext } from "../archive/archive-service.ts";
import { addArchiveFile } from "../archive/archive-store.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { postMessage } from "../chat/message-service.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { templateValues } from "./template-values.ts";
import type { TemplateWorkers } from "./template-workers.ts";

type TemplateRow = typeof documentTemplates.$inferSelect;

export const toDocumentTemplate = (row: TemplateRow): DocumentTemplate => ({
  id: row.id,
  name: row.name,
  file_name: row.fileName,
  size: row.sizeBytes,
  placeholders: row.placeholders,
  unknown_placeholders: row.placeholders.filter((tag) => !isKnownPlaceholder(tag)),
  created_at: row.createdAt.toISOString(),
});

/** A stored object read whole: templates are at most a few megabytes. */
async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const countTemplates = async (db: Db) =>
  (await db.select({ n: count() }).from(documentTemplates))[0]?.n ?? 0;

/**
 * A DOCX already in storage (the upload checked its size and that it is a DOCX) becomes a
 * template: its placeholders are read (in a worker thread), a template Word or we cannot read, or
 * one past the limits, is refused and its object removed.
 */
export async function addTemplate(
  db: Db,
  storage: FileStorage,
  workers: TemplateWorkers,
  actor: AuditActor,
  input: { name: string; fileName: string; sizeBytes: number; storageKey: string },
): Promise<DocumentTemplate> {
  try {
    const placeholders = await workers.placeholdersOf(await readAll(storage, input.storageKey));
    if (placeholders.length > TEMPLATE_LIMITS.placeholders) throw badRequest(T.tooManyPlaceholders);
    return await db.transaction(async (tx) => {
      if ((await countTemplates(tx)) >= TEMPLATE_LIMITS.count) throw conflict(T.tooMany);
      const row = one(
        await tx
          .insert(documentTemplates)
          .values({ id: randomUUID(), ...input, placeholders, createdByUserId: actor.userId })
          .returning(),
      );
      await recordChange(tx, actor, {
        entityType: "document_template",
        entityId: row.id,
        action: "create",
        entityTitle: row.name,
        before: null,
        after: { name: row.name, file_name: row.fileName, placeholders },
      });
      return toDocumentTemplate(row);
    });
  } catch (error) {
    await storage.remove(input.storageKey).catch(() => {});
    throw error;
  }
}

export async function listTemplates(db: Db): Promise<DocumentTemplate[]> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .orderBy(desc(documentTemplates.createdAt), desc(documentTemplates.id))
    .limit(TEMPLATE_LIMITS.count);
  return rows.map(toDocumentTemplate);
}

async function templateOr404(db: Db, id: string): Promise<TemplateRow> {
  const [row] = isUuid(id)
    ? await db.select().from(documentTemplates).where(eq(documentTemplates.id, id))
    : [];
  if (!row) throw notFound(T.notFound);
  return row;
}

export async function deleteTemplate(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  id: string,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = isUuid(id)
      ? await tx.delete(documentTemplates).where(eq(documentTemplates.id, id)).returning()
      : [];
    if (!deleted) throw notFound(T.notFound);
    await recordChange(tx, actor, {
      entityType: "document_template",
      entityId: deleted.id,
      action: "delete",
      entityTitle: deleted.name,
      before: { name: deleted.name, file_name: deleted.fileName },
      after: null,
    });
    return deleted;
  });
  // After the commit: a failed removal leaves an orphan for the sweep, never a row without bytes.
  await storage.remove(row.storageKey).catch(() => {});
}

/**
 * «Сформировать документ»: the template filled from the chat, saved in the lawyer's «Файлы» for
 * review (their archive, under its quota), with the placeholders that found no data.
 */
export async function generateDocument(
  archive: ArchiveContext,
  workers: TemplateWorkers,
  lawyer: UserRow,
  chat: SessionRow,
  templateId: string,
  now: Date,
): Promise<GeneratedDocument> {
  const template = await templateOr404(archive.db, templateId);
  const values = await templateValues(archive.db, chat, now);
  const { docx, missing } = await workers.fill(
    await readAll(archive.storage, template.storageKey),
    values,
  );
  const saved = await archive.storage.save(Readable.from(docx), { headBytes: 0 });
  const fileName = generatedFileName(template.name, values["client.full_name"] ?? null);
  const file = await addArchiveFile(
    archive,
    lawyer,
    { fileName, fileType: DOCX_MIME_TYPE, sizeBytes: saved.sizeBytes, storageKey: saved.key },
    null,
  );
  return { file_id: file.id, file_name: file.file_name, missing };
}

/**
 * «Отправить клиенту»: a file of the lawyer's «Файлы» goes into the chat as the lawyer's message
 * (a copy: the archive keeps its own).
 */
export async function sendArchiveFile(
  ctx: ChatContext,
  lawyer: UserRow,
  chat: SessionRow,
  fileId: string,
  ip: string,
): Promise<ChatMessage[]> {
  const file = await fileOfOwnerOr404(ctx.db, lawyer.id, fileId);
  const copy = await ctx.storage.save(ctx.storage.open(file.storageKey), { headBytes: 0 });
  return postMessage(
    ctx,
    chat,
    { type: "executor", userId: lawyer.id, name: lawyer.fullName },
    {
      content: "",
      files: [
        {
          fileName: file.fileName,
          fileType: file.fileType,
          sizeBytes: copy.sizeBytes,
          storageKey: copy.key,
          uploaderIp: ip,
          uploaderUserId: lawyer.id,
        },
      ],
    },
  );
}
