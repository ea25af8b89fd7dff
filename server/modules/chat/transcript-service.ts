import type { Readable } from "node:stream";
import { transcriptFileName } from "../../../domain/chat/transcript.ts";
import type { ChatContext } from "./chat-context.ts";
import type { SessionRow } from "./serialize.ts";
import { transcriptFonts } from "./transcript-fonts.ts";
import { transcriptPdf } from "./transcript-pdf.ts";
import { transcriptFiles, transcriptHeader, transcriptMessages } from "./transcript-source.ts";
import { transcriptZip } from "./transcript-zip.ts";

export interface TranscriptDownload {
  fileName: string;
  stream: Readable;
}

/**
 * The chat's transcript as a PDF stream. The header and the fonts are read before anything is
 * sent, so a failure there still answers with a status; the messages are read while it streams.
 */
export async function downloadTranscriptPdf(
  ctx: ChatContext,
  session: SessionRow,
): Promise<TranscriptDownload> {
  const now = ctx.now();
  const [header, fonts] = await Promise.all([transcriptHeader(ctx.db, session), transcriptFonts()]);
  return {
    fileName: transcriptFileName(session.serviceTitle, "pdf"),
    stream: transcriptPdf(header, transcriptMessages(ctx.db, header), fonts, now),
  };
}

/** «Скачать всё»: the same PDF and every file of the chat, as one streamed zip. */
export async function downloadTranscriptZip(
  ctx: ChatContext,
  session: SessionRow,
): Promise<TranscriptDownload> {
  const now = ctx.now();
  const [header, fonts] = await Promise.all([transcriptHeader(ctx.db, session), transcriptFonts()]);
  const files = await transcriptFiles(ctx.db, header);
  const pdf = {
    name: transcriptFileName(session.serviceTitle, "pdf"),
    createdAt: now,
    // Made when the zip reaches it: the messages are read while the PDF entry streams.
    open: () => transcriptPdf(header, transcriptMessages(ctx.db, header), fonts, now),
  };
  return {
    fileName: transcriptFileName(session.serviceTitle, "zip"),
    stream: transcriptZip(ctx.storage, pdf, files),
  };
}
