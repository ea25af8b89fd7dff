import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatFileSize } from "../../../domain/file-size.ts";
import {
  MAX_PHOTO_BYTES,
  PHOTO_EXTENSIONS,
  STAFF_TEXTS as T,
} from "../../../domain/staff/staff.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { AppError } from "../../errors.ts";
import { fileField, imageAnswer, multipartBody } from "../../http/media-schemas.ts";
import { readOneFileUpload } from "../../http/one-file-upload.ts";
import { bearer, errorSchema, idParamsSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import { ownPhotoUrl, removePhoto, savePhoto, sendPhoto } from "./photo.ts";

const photoAnswerSchema = z.object({ photo_url: z.string().nullable() });

/**
 * A lawyer's photo (issue 30 §1): each member of staff keeps their own in «Учётная запись»;
 * clients load it beside «Ваш юрист» in their chat.
 */
export const staffPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/profile/photo",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getOwnPhoto",
        security: bearer,
        tags: ["staff"],
        summary: "Адрес своего фото для клиентов (null — фото нет)",
        response: { 200: photoAnswerSchema, ...refusedAnswers },
      },
    },
    async (request) => ({ photo_url: await ownPhotoUrl(app.db, requireExecutor(request).id) }),
  );

  app.put(
    "/executor/profile/photo",
    {
      config: { access: "staff", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "uploadOwnPhoto",
        security: bearer,
        tags: ["staff"],
        summary: `Загрузить своё фото для клиентов: multipart file (PNG или JPEG до ${formatFileSize(MAX_PHOTO_BYTES)})`,
        body: multipartBody(
          z.object({ file: fileField(`PNG или JPEG до ${formatFileSize(MAX_PHOTO_BYTES)}`) }),
        ),
        response: {
          200: photoAnswerSchema,
          400: errorSchema,
          ...refusedAnswers,
          413: errorSchema,
          429: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      const { file } = await readOneFileUpload(request, {
        storage: app.storage,
        extensions: PHOTO_EXTENSIONS,
        maxFileBytes: MAX_PHOTO_BYTES,
        maxFields: 0,
        maxFieldBytes: 0,
        async budget() {
          await ensureDiskReserve(app.storage, app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024);
          return MAX_PHOTO_BYTES;
        },
        overBudget: () => new AppError(413, T.photoTooLarge("")),
        tooLarge: (name) => new AppError(413, T.photoTooLarge(name)),
        texts: { fileRequired: T.photoRequired, oneFileOnly: T.onePhotoOnly },
      });
      return savePhoto(app.db, app.storage, user, file);
    },
  );

  app.delete(
    "/executor/profile/photo",
    {
      config: { access: "staff" },
      schema: {
        operationId: "removeOwnPhoto",
        security: bearer,
        tags: ["staff"],
        summary: "Убрать своё фото",
        response: { 200: photoAnswerSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      await removePhoto(app.db, app.storage, requireExecutor(request));
      return { photo_url: null };
    },
  );

  app.get(
    "/staff/:id/photo",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getStaffPhoto",
        security: noAuth,
        tags: ["staff"],
        summary: "Фото юриста (PNG или JPEG), которое клиент видит в чате",
        params: idParamsSchema,
        response: { 200: imageAnswer, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => sendPhoto(app.db, app.storage, reply, request.params.id),
  );
};
