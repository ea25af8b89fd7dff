/**
 * The chat transcript (issue 14 §5): the PDF of a signed-in chat and the zip with its files. The
 * server writes these texts into the PDF and the names into the download; the chat screen shows
 * the same names on its buttons and saves the files under them.
 */
import { formatMoscowShortDate, formatMoscowTime } from "../time.ts";
import { archiveEntryName } from "./file-names.ts";

export const TRANSCRIPT_TEXTS = {
  // The chat screen
  menu: "Скачать",
  downloadPdf: "Скачать переписку (PDF)",
  downloadZip: "Скачать всё (ZIP)",
  // The document
  title: "Переписка",
  service: "Услуга",
  client: "Клиент",
  guest: "Гость",
  executor: "Юрист",
  system: "Система",
  executorNotYet: "ещё не отвечал",
  createdAt: "Чат создан",
  chatStatus: "Статус чата",
  taskStatus: "Статус задачи",
  paymentStatus: "Статус оплаты",
  exportedAt: (time: string) => `Выгружено ${time} (МСК). Время сообщений — московское.`,
  messages: "Сообщения",
  noMessages: "В чате пока нет сообщений.",
  file: (name: string, size: string) => `Файл: ${name} (${size})`,
  fileGone: "Файл удалён",
  paymentRequest: (amount: string) => `Запрос на оплату: ${amount}`,
  paymentPaid: (time: string) => `Оплачено ${time}`,
  page: (page: number) => `Страница ${page}`,
} as const;

/** «22.11.2026 14:05» in Moscow time: one stamp per message, as a court reads a record. */
export function formatTranscriptTime(value: Date | string): string {
  return `${formatMoscowShortDate(value)} ${formatMoscowTime(value)}`;
}

/** Service titles are free text; a name this long is still readable in a downloads list. */
const TITLE_IN_NAME_MAX = 80;

/** «Переписка — Составление иска.pdf»: a name safe on every file system. */
export function transcriptFileName(serviceTitle: string, extension: "pdf" | "zip"): string {
  const title = serviceTitle.trim().slice(0, TITLE_IN_NAME_MAX).trim();
  const name = title ? `${TRANSCRIPT_TEXTS.title} — ${title}` : TRANSCRIPT_TEXTS.title;
  return archiveEntryName(`${name}.${extension}`);
}

/** The header's plain-ASCII name, for the rare client that cannot read RFC 5987 names. */
export const transcriptAsciiName = (extension: "pdf" | "zip") => `chat-transcript.${extension}`;
