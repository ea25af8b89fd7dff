import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { transcriptAsciiName } from "../../../domain/chat/transcript.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { pdfAnswer, zipAnswer } from "../../http/media-schemas.ts";
import { errorSchema } from "../../http/schemas.ts";
import { chatContextOf } from "./chat-context.ts";
import { visibleChat } from "./session-access.ts";
import {
  downloadTranscriptPdf,
  downloadTranscriptZip,
  type TranscriptDownload,
} from "./transcript-service.ts";

const sessionParams = z.object({ id: z.string().max(64) });
const bearer = [{ bearer: [] }];
/** A transcript renders the whole chat: generous for people, tight for a loop. */
export const TRANSCRIPT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export function sendDownload(
  reply: FastifyReply,
  download: TranscriptDownload,
  type: "application/pdf" | "application/zip",
) {
  const extension = type === "application/pdf" ? "pdf" : "zip";
  return reply
    .header("content-type", type)
    .header(
      "content-disposition",
      contentDisposition("attachment", download.fileName, transcriptAsciiName(extension)),
    )
    .header("cache-control", "private, no-store")
    .send(download.stream);
}

/**
 * The chat's transcript (issue 14 §5): the same readers as the chat itself, by the same rule
 * (a client their own chats, executors and admins every one; anything else 404). A guest
 * downloads «Скачать всё» through the guest path (guest-transcript-route.ts), by the chat's id.
 */
export const chatTranscriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);
  const refused = { 401: errorSchema, 404: errorSchema, 429: errorSchema };

  app.get(
    "/chat/sessions/:id/transcript.pdf",
    {
      config: { access: "signed-in", object: "chat", rateLimit: TRANSCRIPT_RATE_LIMIT },
      schema: {
        operationId: "downloadChatTranscript",
        tags: ["chat"],
        summary: "Переписка чата в PDF (application/pdf, потоком)",
        security: bearer,
        params: sessionParams,
        response: { 200: pdfAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const session = visibleChat(request);
      return sendDownload(reply, await downloadTranscriptPdf(ctx, session), "application/pdf");
    },
  );

  app.get(
    "/chat/sessions/:id/transcript.zip",
    {
      config: { access: "signed-in", object: "chat", rateLimit: TRANSCRIPT_RATE_LIMIT },
      schema: {
        operationId: "downloadChatArchive",
        tags: ["chat"],
        summary: "Всё из чата одним zip: переписка в PDF и все файлы (application/zip, потоком)",
        security: bearer,
        params: sessionParams,
        response: { 200: zipAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const session = visibleChat(request);
      return sendDownload(reply, await downloadTranscriptZip(ctx, session), "application/zip");
    },
  );
};
