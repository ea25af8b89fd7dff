import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  archiveFolderSchema,
  archiveIdParamsSchema,
  deletedFolderSchema,
  folderNameSchema,
} from "../../../domain/archive/archive-schemas.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { archiveContextOf } from "./archive-context.ts";
import { createFolder, deleteFolder, renameFolder } from "./archive-service.ts";

/** The archive's folders: made, renamed and deleted by their owner; fixed ones stay. */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = archiveContextOf(app);

  app.post(
    "/folders",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "createArchiveFolder",
        tags: ["archive"],
        summary: "Создать папку: сервер назначает id (присланный id не читается)",
        security: bearer,
        body: folderNameSchema,
        response: {
          201: archiveFolderSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFolder(ctx, requireUser(request), request.body.name)),
  );

  app.put(
    "/folders/:id",
    {
      config: { access: "signed-in", object: "folder" },
      schema: {
        operationId: "renameArchiveFolder",
        tags: ["archive"],
        summary: "Переименовать свою папку (постоянные папки исполнителя — нельзя)",
        security: bearer,
        params: archiveIdParamsSchema,
        body: folderNameSchema,
        response: {
          200: archiveFolderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      renameFolder(ctx, requireUser(request), request.params.id, request.body.name),
  );

  app.delete(
    "/folders/:id",
    {
      config: { access: "signed-in", object: "folder" },
      schema: {
        operationId: "deleteArchiveFolder",
        tags: ["archive"],
        summary: "Удалить свою папку вместе с её файлами (в интерфейсе — после подтверждения)",
        security: bearer,
        params: archiveIdParamsSchema,
        response: {
          200: deletedFolderSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => deleteFolder(ctx, requireUser(request), request.params.id),
  );
};
