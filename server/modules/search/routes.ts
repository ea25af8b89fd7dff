import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchQuerySchema, searchResultsSchema } from "../../../domain/search/search-schemas.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { search } from "./search-service.ts";

/** Full-text search of the cabinets (issue 14 §4): one route, every group, per the caller's rights. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/search",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "search",
        tags: ["search"],
        summary:
          "Поиск: сообщения, чаты (по услуге, клиенту, гостю, e-mail, телефону), файлы; исполнителю ещё статьи и услуги. Клиент находит только своё",
        security: bearer,
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const results = await search(app.db, user, request.query.q, new Date());
      // Message text and names: never kept by a browser's or proxy's cache.
      return reply.header("cache-control", "no-store").send(results);
    },
  );
};
