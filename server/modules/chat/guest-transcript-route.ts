import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { zipAnswer } from "../../http/media-schemas.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { chatContextOf } from "./chat-context.ts";
import { visibleGuestChat } from "./session-access.ts";
import { sendDownload, TRANSCRIPT_RATE_LIMIT } from "./transcript-routes.ts";
import { downloadTranscriptZip } from "./transcript-service.ts";

const sessionParams = z.object({ id: z.string().max(64) });

/**
 * «Скачать всё» in a guest chat (issue 28): the guest must take the documents before the chat is
 * deleted. Authorised like every guest route: the live guest chat's id, nothing else.
 */
export const guestTranscriptRoute: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);
  app.get(
    "/guest/chat/sessions/:id/transcript.zip",
    {
      config: { access: "anyone", object: "guest-chat", rateLimit: TRANSCRIPT_RATE_LIMIT },
      schema: {
        operationId: "downloadGuestChatArchive",
        security: noAuth,
        tags: ["guest-chat"],
        summary:
          "Всё из гостевого чата одним zip: переписка в PDF и все файлы (application/zip, потоком)",
        params: sessionParams,
        response: { 200: zipAnswer, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = visibleGuestChat(request);
      return sendDownload(reply, await downloadTranscriptZip(ctx, session), "application/zip");
    },
  );
};
