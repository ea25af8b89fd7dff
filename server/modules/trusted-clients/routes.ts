import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatFileSize } from "../../../domain/file-size.ts";
import {
  trustedClientFieldsSchema,
  trustedClientListSchema,
  trustedClientSchema,
} from "../../../domain/trusted-clients/trusted-client-schemas.ts";
import {
  LOGO_EXTENSIONS,
  MAX_LOGO_BYTES,
  MAX_TRUSTED_CLIENTS,
  TRUSTED_CLIENTS_TEXTS as T,
} from "../../../domain/trusted-clients/trusted-clients.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { fileField, imageAnswer, multipartBody } from "../../http/media-schemas.ts";
import { readOneFileUpload } from "../../http/one-file-upload.ts";
import { sendPublicImage } from "../../http/public-image.ts";
import { bearer, errorSchema, idParamsSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import {
  addTrustedClient,
  countTrustedClients,
  listTrustedClients,
  removeTrustedClient,
  trustedClientOr404,
} from "./service.ts";

/** «Нам доверяют» (issue 28 §2): read by the home page, kept in «Настройки сайта». */
export const trustedClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/trusted-clients",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "listTrustedClients",
        security: noAuth,
        tags: ["site-settings"],
        summary: `«Нам доверяют»: клиенты с логотипами и ссылками (не больше ${MAX_TRUSTED_CLIENTS})`,
        response: { 200: trustedClientListSchema },
      },
    },
    async () => ({ items: await listTrustedClients(app.db) }),
  );

  app.get(
    "/trusted-clients/:id/logo",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getTrustedClientLogo",
        security: noAuth,
        tags: ["site-settings"],
        summary: "Логотип клиента из «Нам доверяют» (PNG или JPEG)",
        params: idParamsSchema,
        response: { 200: imageAnswer, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await trustedClientOr404(app.db, request.params.id);
      // The logo changes only by a new upload, under a new id.
      return sendPublicImage(reply, app.storage.open(row.storageKey), row, 3600);
    },
  );

  app.post(
    "/trusted-clients",
    {
      config: { access: "staff", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "addTrustedClient",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: `Добавить клиента в «Нам доверяют»: multipart name, url (https://), file (PNG или JPEG до ${formatFileSize(MAX_LOGO_BYTES)})`,
        body: multipartBody(
          trustedClientFieldsSchema.extend({
            file: fileField(`Логотип: PNG или JPEG до ${formatFileSize(MAX_LOGO_BYTES)}`),
          }),
        ),
        response: {
          201: trustedClientSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
          413: errorSchema,
          429: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request, reply) => {
      requireExecutor(request);
      const { fields, file } = await readOneFileUpload(request, {
        storage: app.storage,
        extensions: LOGO_EXTENSIONS,
        maxFileBytes: MAX_LOGO_BYTES,
        maxFields: 2,
        maxFieldBytes: 1024,
        async budget() {
          await ensureDiskReserve(app.storage, app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024);
          if ((await countTrustedClients(app.db)) >= MAX_TRUSTED_CLIENTS) throw conflict(T.full);
          return MAX_LOGO_BYTES;
        },
        overBudget: () => new AppError(413, T.logoTooLarge("")),
        tooLarge: (name) => new AppError(413, T.logoTooLarge(name)),
        texts: { fileRequired: T.logoRequired, oneFileOnly: T.oneLogoOnly },
        // Fields sent before the logo are checked before any byte of it is kept.
        beforeFile: (sent) => {
          checkFields(sent);
        },
      });
      let parsed: { name: string; url: string | null };
      try {
        parsed = checkFields(fields);
      } catch (error) {
        await app.storage.remove(file.storageKey).catch(() => {});
        throw error;
      }
      const actor = auditActorOf(requireExecutor(request), request);
      const added = await addTrustedClient(app.db, app.storage, actor, {
        ...parsed,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        storageKey: file.storageKey,
      });
      return reply.code(201).send(added);
    },
  );

  app.delete(
    "/trusted-clients/:id",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "removeTrustedClient",
        security: bearer,
        tags: ["site-settings", "back-office"],
        summary: "Убрать клиента из «Нам доверяют» (с логотипом)",
        params: idParamsSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const actor = auditActorOf(requireExecutor(request), request);
      await removeTrustedClient(app.db, app.storage, actor, request.params.id);
      return { deleted: true as const };
    },
  );
};

function checkFields(fields: Readonly<Record<string, string>>) {
  const parsed = trustedClientFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? T.nameRequired);
  return parsed.data;
}
