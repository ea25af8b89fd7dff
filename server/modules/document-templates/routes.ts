import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatMessageSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  documentTemplateSchema,
  generateDocumentSchema,
  generatedDocumentSchema,
  sendArchiveFileSchema,
} from "../../../domain/document-templates/document-template-schemas.ts";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { fileField, multipartBody } from "../../http/media-schemas.ts";
import { readOneFileUpload } from "../../http/one-file-upload.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import { archiveContextOf } from "../archive/archive-context.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { visibleChat } from "../chat/session-access.ts";
import {
  addTemplate,
  countTemplates,
  deleteTemplate,
  generateDocument,
  listTemplates,
  sendArchiveFile,
} from "./document-template-service.ts";
import { createTemplateWorkers } from "./template-workers.ts";

const idParams = z.object({ id: z.string().max(64) });

/** The template's name: required, trimmed, within its limit. */
function nameOf(fields: Readonly<Record<string, string>>): string {
  const name = (fields.name ?? "").trim();
  if (!name) throw badRequest(T.nameRequired);
  if (name.length > TEMPLATE_LIMITS.name) throw badRequest(T.nameTooLong);
  return name;
}

/**
 * «Шаблоны документов» (issue 31 §2): the firm's DOCX templates, and in a chat the document made
 * from one and sent to the client. Staff only; a chat the caller may not see answers 404.
 */
export const documentTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = chatContextOf(app);
  const archive = archiveContextOf(app);
  // Templates are parsed and filled off the request thread (docs/decisions/050).
  const workers = createTemplateWorkers();
  app.addHook("onClose", () => workers.close());

  app.get(
    "/executor/document-templates",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listDocumentTemplates",
        security: bearer,
        tags: ["documents"],
        summary: "Шаблоны документов фирмы (новые сверху) с их полями",
        response: { 200: z.array(documentTemplateSchema), ...refusedAnswers },
      },
    },
    async (request) => {
      requireExecutor(request);
      return listTemplates(app.db);
    },
  );

  app.post(
    "/executor/document-templates",
    {
      config: { access: "staff", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "uploadDocumentTemplate",
        security: bearer,
        tags: ["documents"],
        summary: `Загрузить шаблон: multipart name и file (DOCX до ${formatFileSize(TEMPLATE_LIMITS.fileBytes)}); в ответе — поля шаблона и те, что не заполнятся`,
        body: multipartBody(
          z.object({
            name: z.string().max(TEMPLATE_LIMITS.name).describe("Название шаблона"),
            file: fileField(`DOCX до ${formatFileSize(TEMPLATE_LIMITS.fileBytes)}`),
          }),
        ),
        response: {
          201: documentTemplateSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
          413: errorSchema,
          429: errorSchema,
          // Many templates in the workers' hands at once (template-workers.ts).
          503: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      const { fields, file } = await readOneFileUpload(request, {
        storage: app.storage,
        extensions: ["docx"],
        maxFileBytes: TEMPLATE_LIMITS.fileBytes,
        maxFields: 1,
        maxFieldBytes: 1024,
        async budget() {
          await ensureDiskReserve(app.storage, app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024);
          if ((await countTemplates(app.db)) >= TEMPLATE_LIMITS.count) throw conflict(T.tooMany);
          return TEMPLATE_LIMITS.fileBytes;
        },
        overBudget: () => new AppError(413, T.tooLarge),
        tooLarge: () => new AppError(413, T.tooLarge),
        texts: { fileRequired: T.fileRequired, oneFileOnly: T.tooManyFiles },
        // A name sent before the file is checked before any byte of it is kept.
        beforeFile: (sent) => {
          nameOf(sent);
        },
      });
      let name: string;
      try {
        name = nameOf(fields);
      } catch (error) {
        await app.storage.remove(file.storageKey).catch(() => {});
        throw error;
      }
      const added = await addTemplate(app.db, app.storage, workers, auditActorOf(user, request), {
        name,
        fileName: file.fileName || `${name}.docx`,
        sizeBytes: file.sizeBytes,
        storageKey: file.storageKey,
      });
      return reply.code(201).send(added);
    },
  );

  app.delete(
    "/executor/document-templates/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "deleteDocumentTemplate",
        security: bearer,
        tags: ["documents"],
        summary: "Удалить шаблон (документы, уже сформированные по нему, остаются)",
        params: idParams,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      await deleteTemplate(app.db, app.storage, auditActorOf(user, request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.post(
    "/chat/sessions/:id/generate-document",
    {
      config: { access: "staff", object: "chat", rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: "generateChatDocument",
        security: bearer,
        tags: ["documents", "chat"],
        summary:
          "«Сформировать документ»: шаблон, заполненный данными чата, — в «Файлы» юриста для проверки; missing — поля без данных",
        params: idParams,
        body: generateDocumentSchema,
        response: {
          201: generatedDocumentSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      const session = visibleChat(request);
      const made = await generateDocument(
        archive,
        workers,
        user,
        session,
        request.body.template_id,
        chat.now(),
      );
      return reply.code(201).send(made);
    },
  );

  app.post(
    "/chat/sessions/:id/send-file",
    {
      config: { access: "staff", object: "chat", rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: "sendArchiveFileToChat",
        security: bearer,
        tags: ["documents", "chat"],
        summary: "«Отправить клиенту»: файл из «Файлов» юриста — сообщением в чат (копия)",
        params: idParams,
        body: sendArchiveFileSchema,
        response: {
          201: z.array(chatMessageSchema),
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      const session = visibleChat(request);
      const sent = await sendArchiveFile(chat, user, session, request.body.file_id, request.ip);
      return reply.code(201).send(sent);
    },
  );
};
