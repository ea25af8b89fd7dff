import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import {
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  SESSION_STATUS_LABELS,
  type SessionStatus,
} from "../../../domain/chat/chat.ts";
import {
  TASK_STATUS_LABELS,
  TASK_STATUS_MISSING_LABEL,
  type TaskStatus,
} from "../../../domain/chat/task-status.ts";
import { formatTranscriptTime, TRANSCRIPT_TEXTS as T } from "../../../domain/chat/transcript.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { INTAKE_TEXTS, intakeLines } from "../../../domain/intake/intake.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { CLIENT_TYPE_LABELS, type ClientType } from "../../../domain/users/users.ts";
import type { TranscriptFonts } from "./transcript-fonts.ts";
import type { TranscriptHeader, TranscriptMessage } from "./transcript-source.ts";

type Doc = PDFKit.PDFDocument;

/** One look of text: the renderer's only way to set font, size and colour. */
interface Style {
  font: "regular" | "bold";
  size: number;
  color: string;
}
const STYLES = {
  title: { font: "bold", size: 16, color: "#000000" },
  service: { font: "bold", size: 13, color: "#000000" },
  field: { font: "regular", size: 10, color: "#000000" },
  note: { font: "regular", size: 8, color: "#555555" },
  heading: { font: "bold", size: 11, color: "#000000" },
  meta: { font: "bold", size: 8.5, color: "#444444" },
  body: { font: "regular", size: 10, color: "#000000" },
  system: { font: "regular", size: 9.5, color: "#555555" },
  footer: { font: "regular", size: 8, color: "#777777" },
} satisfies Record<string, Style>;

const MARGIN = 50;
/** Room under the text for the page number. */
const FOOTER_ROOM = 30;
/** A sender line is not left alone at the foot of a page: its message must fit two lines too. */
const KEEP_WITH_NEXT = 40;

/**
 * The transcript as a PDF stream. Written message by message as the reader pulls: a slow client
 * stops the rendering and, through it, the reading of the next page of messages, so a chat of
 * any length costs one page of rows and one page of PDF in memory. No page is buffered for a
 * «1 из N» footer (that would hold the whole document): the footer says «Страница N».
 */
export function transcriptPdf(
  header: TranscriptHeader,
  messages: AsyncIterable<TranscriptMessage>,
  fonts: TranscriptFonts,
  now: Date,
): Readable {
  return Readable.from(renderTranscript(header, messages, fonts, now), { objectMode: false });
}

async function* renderTranscript(
  header: TranscriptHeader,
  messages: AsyncIterable<TranscriptMessage>,
  fonts: TranscriptFonts,
  now: Date,
): AsyncGenerator<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    autoFirstPage: false,
    lang: "ru-RU",
    displayTitle: true,
    info: {
      Title: `${T.title} — ${header.session.serviceTitle}`,
      Author: header.siteName,
      CreationDate: now,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const pen = createPen(doc);

  writeHeader(doc, pen, header, now);
  yield* flush(doc);
  let count = 0;
  for await (const message of messages) {
    writeMessage(doc, pen, message, header);
    count += 1;
    // Whatever pdfkit wrote (a finished page, mostly) goes out before the next message.
    yield* flush(doc);
  }
  if (count === 0) pen.write(STYLES.body, T.noMessages);
  doc.end();
  yield* flush(doc);
}

/** pdfkit pushes into its own buffer without waiting for a reader; take it out as it grows. */
function* flush(doc: Doc): Generator<Buffer> {
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read()) yield chunk;
}

/**
 * Writes text in a style, and numbers every page as it begins. A page can begin in the middle of
 * a long message (pdfkit breaks it): the footer is drawn with its own style and position, then
 * the message's style and the top of the new page are put back.
 */
function createPen(doc: Doc) {
  let current: Style = STYLES.body;
  let page = 0;
  const apply = (style: Style) => {
    doc.font(style.font).fontSize(style.size).fillColor(style.color);
  };
  doc.on("pageAdded", () => {
    page += 1;
    const { x, y } = doc;
    apply(STYLES.footer);
    const label = T.page(page);
    const width = doc.widthOfString(label);
    // Without a width pdfkit does not wrap, so text under the bottom margin adds no page.
    doc.text(label, (doc.page.width - width) / 2, doc.page.height - MARGIN, { lineBreak: false });
    apply(current);
    doc.x = x;
    doc.y = y;
  });
  doc.addPage();

  return {
    write(style: Style, text: string, options: PDFKit.Mixins.TextOptions = {}) {
      current = style;
      apply(style);
      doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), ...options });
    },
    /** A new page first when fewer than `height` points are left on this one. */
    keep(height: number) {
      if (doc.y + height > doc.page.maxY()) doc.addPage();
    },
  };
}
type Pen = ReturnType<typeof createPen>;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

function writeHeader(doc: Doc, pen: Pen, header: TranscriptHeader, now: Date) {
  const { session, client, executorName } = header;
  pen.write(STYLES.meta, header.siteName, { paragraphGap: 4 });
  pen.write(STYLES.title, T.title);
  pen.write(STYLES.service, session.serviceTitle, { paragraphGap: 8 });

  const clientLine = session.isGuest
    ? `${T.guest}: ${session.guestName ?? "—"}`
    : `${T.client}: ${client?.fullName ?? "—"}${
        client?.clientType ? ` (${CLIENT_TYPE_LABELS[client.clientType as ClientType]})` : ""
      }`;
  const taskStatus = session.taskStatus as TaskStatus | null;
  const fields = [
    clientLine,
    `${T.executor}: ${executorName ?? T.executorNotYet}`,
    `${T.createdAt}: ${formatTranscriptTime(session.createdAt)}`,
    `${T.chatStatus}: ${SESSION_STATUS_LABELS[session.status as SessionStatus]}`,
    `${T.taskStatus}: ${taskStatus ? TASK_STATUS_LABELS[taskStatus] : TASK_STATUS_MISSING_LABEL}`,
    `${T.paymentStatus}: ${PAYMENT_STATUS_LABELS[session.paymentStatus as PaymentStatus]}`,
  ];
  for (const field of fields) pen.write(STYLES.field, field, { paragraphGap: 2 });
  if (session.intake.length > 0) {
    pen.write(STYLES.heading, INTAKE_TEXTS.pinnedTitle, { paragraphGap: 4 });
    for (const line of intakeLines(session.intake)) {
      pen.write(STYLES.field, line, { paragraphGap: 2 });
    }
  }
  pen.write(STYLES.note, T.exportedAt(formatTranscriptTime(now)), { paragraphGap: 8 });

  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.moveDown(0.8);
  pen.write(STYLES.heading, T.messages, { paragraphGap: 6 });
}

function senderLabel(message: TranscriptMessage, header: TranscriptHeader): string {
  if (message.senderType === "system") return T.system;
  if (message.senderType === "executor") {
    return message.senderName ? `${T.executor} — ${message.senderName}` : T.executor;
  }
  if (header.session.isGuest) {
    return header.session.guestName ? `${T.guest} — ${header.session.guestName}` : T.guest;
  }
  const name = message.senderName ?? header.client?.fullName;
  return name ? `${T.client} — ${name}` : T.client;
}

/** What a message says, line by line: its text, its file, its payment request. */
function bodyOf(message: TranscriptMessage): string[] {
  const lines: string[] = [];
  if (message.messageType === "payment_request" && message.paymentAmountKopecks !== null) {
    lines.push(T.paymentRequest(formatKopecks(message.paymentAmountKopecks)));
    if (message.paymentPaidAt)
      lines.push(T.paymentPaid(formatTranscriptTime(message.paymentPaidAt)));
  }
  // Windows line ends would leave a stray glyph per line.
  const text = message.content.replace(/\r\n?/g, "\n").trim();
  if (text) lines.push(text);
  if (message.messageType === "file") {
    lines.push(
      message.file ? T.file(message.file.name, formatFileSize(message.file.sizeBytes)) : T.fileGone,
    );
  }
  return lines;
}

function writeMessage(doc: Doc, pen: Pen, message: TranscriptMessage, header: TranscriptHeader) {
  pen.keep(KEEP_WITH_NEXT);
  pen.write(
    STYLES.meta,
    `${formatTranscriptTime(message.createdAt)} · ${senderLabel(message, header)}`,
    { paragraphGap: 2 },
  );
  const style = message.senderType === "system" ? STYLES.system : STYLES.body;
  for (const line of bodyOf(message)) pen.write(style, line, { paragraphGap: 1 });
  doc.moveDown(0.6);
}
