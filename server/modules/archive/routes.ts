import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import {
  archiveFileDataSchema,
  archiveFileSchema,
  archiveIdParamsSchema,
  archiveListSchema,
  deletedFileSchema,
  moveFileSchema,
  saveChatFileSchema,
} from "../../../domain/archive/archive-schemas.ts";
import { MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import { requireUser } from "../../auth/request-user.ts";
import { AppError } from "../../errors.ts";
import { storedFileAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { fileAsBase64, sendStoredFile } from "../chat/file-responses.ts";
import { fileOfOwnerOr404 } from "./archive-access.ts";
import { archiveContextOf } from "./archive-context.ts";
import { deleteFile, listArchive, moveFile } from "./archive-service.ts";
import { addArchiveFile } from "./archive-store.ts";
import { archiveUploadBody, readArchiveUpload } from "./archive-upload.ts";
import { folderRoutes } from "./folder-routes.ts";
import { saveChatFileToArchive } from "./save-chat-file.ts";
import { toArchiveFile } from "./serialize.ts";

const refused = { 401: errorSchema, 404: errorSchema };
const uploadAnswers = {
  201: archiveFileSchema,
  400: errorSchema,
  ...refused,
  409: errorSchema.describe(T.tooManyFiles),
  413: errorSchema,
  429: errorSchema,
  507: errorSchema,
};
/** Uploads write to disk: a client may send many, but not a flood. */
const uploadRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * The file archive (spec 2 §7, spec 3 «Files», issue 12 §1): every signed-in user has their own;
 * every id is looked up with its owner, so another user's file or folder answers 404.
 */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = archiveContextOf(app);

  app.get(
    "/files",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listArchive",
        tags: ["archive"],
        summary: "Архив: файлы без папки, папки с их файлами, занятое место и квота",
        security: bearer,
        response: { 200: archiveListSchema, 401: errorSchema },
      },
    },
    async (request) => listArchive(ctx, requireUser(request)),
  );

  app.get(
    "/files/:id",
    {
      config: { access: "signed-in", object: "archive-file" },
      schema: {
        operationId: "getArchiveFile",
        tags: ["archive"],
        summary: "Файл архива с содержимым в base64 (file_data), не больше 10 МБ",
        security: bearer,
        params: archiveIdParamsSchema,
        response: { 200: archiveFileDataSchema, ...refused, 413: errorSchema },
      },
    },
    async (request) => {
      const file = await fileOfOwnerOr404(app.db, requireUser(request).id, request.params.id);
      // Uploads are at most 10 MB; the cap keeps this JSON form bounded whatever came in before.
      if (file.sizeBytes > MAX_FILE_BYTES) throw new AppError(413, T.tooLargeToShow);
      const { file_data } = await fileAsBase64(app.storage, file);
      return { ...toArchiveFile(file), file_data };
    },
  );

  app.get(
    "/files/:id/download",
    {
      config: { access: "signed-in", object: "archive-file" },
      schema: {
        operationId: "downloadArchiveFile",
        tags: ["archive"],
        summary: "Скачать файл архива потоком (?inline=1 — открыть в браузере безопасные типы)",
        security: bearer,
        params: archiveIdParamsSchema,
        querystring: z.object({ inline: z.enum(["0", "1"]).optional() }),
        response: { 200: storedFileAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const file = await fileOfOwnerOr404(app.db, requireUser(request).id, request.params.id);
      return sendStoredFile(reply, app.storage, file, request.query.inline === "1");
    },
  );

  app.delete(
    "/files/:id",
    {
      config: { access: "signed-in", object: "archive-file" },
      schema: {
        operationId: "deleteArchiveFile",
        tags: ["archive"],
        summary: "Удалить файл из архива",
        security: bearer,
        params: archiveIdParamsSchema,
        response: { 200: deletedFileSchema, ...refused },
      },
    },
    async (request) => deleteFile(ctx, requireUser(request), request.params.id),
  );

  app.put(
    "/files/:id/move",
    {
      config: { access: "signed-in", object: "archive-file" },
      schema: {
        operationId: "moveArchiveFile",
        tags: ["archive"],
        summary: "Переместить файл в свою папку (folder_id) или в корень (null)",
        security: bearer,
        params: archiveIdParamsSchema,
        body: moveFileSchema,
        response: { 200: archiveFileSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) =>
      moveFile(ctx, requireUser(request), request.params.id, request.body.folder_id),
  );

  app.post(
    "/files/upload",
    {
      config: { access: "signed-in", ...uploadRateLimit },
      schema: {
        operationId: "uploadArchiveFile",
        tags: ["archive"],
        summary: "Загрузить файл (multipart: file, необязательно folder_id)",
        security: bearer,
        body: archiveUploadBody,
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readArchiveUpload(request, ctx, user.id);
      return reply.code(201).send(await addArchiveFile(ctx, user, upload.object, upload.folderId));
    },
  );

  app.post(
    "/files/from-chat",
    {
      config: { access: "signed-in", ...uploadRateLimit },
      schema: {
        operationId: "saveChatFileToArchive",
        tags: ["archive"],
        summary: "«Сохранить в архив»: копия файла из чата, доступного пользователю",
        security: bearer,
        body: saveChatFileSchema,
        response: uploadAnswers,
      },
    },
    async (request, reply) => {
      const { file_id, folder_id } = request.body;
      const saved = await saveChatFileToArchive(
        ctx,
        requireUser(request),
        file_id,
        folder_id ?? null,
        new Date(),
      );
      return reply.code(201).send(saved);
    },
  );

  await app.register(folderRoutes);
};
