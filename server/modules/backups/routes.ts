import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  backupDownloadLinkSchema,
  backupListSchema,
  backupScheduleSchema,
  createdBackupSchema,
} from "../../../domain/backups/backup-schedule-schemas.ts";
import { requireAdmin } from "../../auth/request-user.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { fileAnswer, noContentAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, idParamsSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import {
  createBackupNow,
  createDownloadLink,
  deleteBackup,
  listBackups,
  openDownload,
  updateSchedule,
} from "./backup-service.ts";

/** Nobody caches what lists or carries every client's data. */
const NO_STORE = { "cache-control": "no-store" } as const;
const TAGS = ["back-office", "backups"];

/**
 * «Резервные копии» (issue 46 §3, decision 063): the administrator's alone. Reading the archive
 * out (a download link), deleting one and changing the schedule need a fresh proof of identity
 * (domain/access/reauthentication.ts): a backup is every client's data at once.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/backups",
    {
      config: { access: "admin" },
      schema: {
        operationId: "listBackups",
        security: bearer,
        tags: TAGS,
        summary: "Резервные копии (администратор): список, расписание, идущая копия и её ход",
        response: { 200: backupListSchema, ...refusedAnswers },
      },
    },
    async (_request, reply) => {
      reply.headers(NO_STORE);
      return listBackups(app.backups);
    },
  );

  app.post(
    "/executor/backups",
    {
      config: { access: "admin" },
      schema: {
        operationId: "createBackup",
        security: bearer,
        tags: TAGS,
        summary:
          "Создать резервную копию сейчас (администратор): копия пишется в фоне, затем читается обратно и проверяется; одна за раз",
        response: { 202: createdBackupSchema, ...refusedAnswers, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const backup = await createBackupNow(app.backups, admin.id);
      return reply.code(202).send({ id: backup.id, backup });
    },
  );

  app.post(
    "/executor/backups/:id/download-link",
    {
      config: { access: "admin", object: "firm" },
      schema: {
        operationId: "downloadBackup",
        security: bearer,
        tags: TAGS,
        summary:
          "Одноразовая ссылка на скачивание проверенной копии (администратор, нужно подтверждение паролем): действует 60 секунд",
        params: idParamsSchema,
        response: {
          200: backupDownloadLinkSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      reply.headers(NO_STORE);
      return createDownloadLink(app.backups, request.params.id, admin.id);
    },
  );

  app.get(
    "/backup-downloads/:token",
    {
      config: { access: "anyone", object: "key" },
      // Already gzip'd (or age-encrypted): compressing again saves nothing, and would drop the
      // Content-Length the browser shows the download's progress by.
      compress: false,
      schema: {
        operationId: "getBackupDownload",
        security: noAuth,
        tags: TAGS,
        summary:
          "Архив резервной копии по одноразовой ссылке: ссылка работает один раз и одну минуту",
        params: z.object({ token: z.string().max(100) }),
        response: {
          200: fileAnswer("Архив резервной копии", ["application/octet-stream"]),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { backup, stream } = await openDownload(app.backups, request.params.token);
      reply
        .headers(NO_STORE)
        .header("content-type", "application/octet-stream")
        .header("content-disposition", contentDisposition("attachment", backup.objectName));
      if (backup.sizeBytes !== null) reply.header("content-length", backup.sizeBytes);
      return reply.send(stream);
    },
  );

  app.delete(
    "/executor/backups/:id",
    {
      config: { access: "admin", object: "firm" },
      schema: {
        operationId: "deleteBackup",
        security: bearer,
        tags: TAGS,
        summary:
          "Удалить резервную копию (администратор, нужно подтверждение паролем): архив и запись",
        params: idParamsSchema,
        response: {
          204: noContentAnswer("Копия удалена"),
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteBackup(app.backups, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    "/executor/backups/schedule",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateBackupSchedule",
        security: bearer,
        tags: TAGS,
        summary:
          "Расписание резервных копий (администратор, нужно подтверждение паролем): время по Москве, сколько хранить",
        body: backupScheduleSchema,
        response: {
          200: backupListSchema.shape.schedule,
          400: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request) => updateSchedule(app.backups, request.body),
  );
};
