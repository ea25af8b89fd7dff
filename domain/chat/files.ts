/** Attachment limits and texts shared by the chat forms and the server (spec 1 §5, spec 3 §5). */

export const MAX_FILE_BYTES = 10_485_760;

/**
 * A size limit as the specs' refusal writes it, «10MB» («Файлы превышают лимит 10MB: {names}»,
 * spec 1 §5, spec 2 §3): their wording is the contract, apart from how a size is shown elsewhere
 * («10 МБ», file-size.ts).
 */
export const specLimitText = (bytes: number) => `${Math.round(bytes / 1_048_576)}MB`;
export const MAX_FILES_PER_SEND = 20;

/** Every type the server accepts in chats; the guest and executor pickers offer subsets. */
export const ATTACHMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "gif",
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const GUEST_PICKER_EXTENSIONS: readonly AttachmentExtension[] = [
  "doc",
  "docx",
  "pdf",
  "jpg",
  "jpeg",
  "png",
  "txt",
  "xls",
  "xlsx",
];
export const EXECUTOR_PICKER_EXTENSIONS: readonly AttachmentExtension[] = [
  "pdf",
  "doc",
  "docx",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "gif",
];

/**
 * Types a browser may show in place (a new tab, `inline`): they cannot run script in our origin.
 * Everything else is always downloaded. The server serves only types it assigned itself.
 */
const VIEWABLE_FILE_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "text/plain",
]);

export function isViewableFileType(type: string | null | undefined): boolean {
  const mime = (type ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return VIEWABLE_FILE_TYPES.has(mime);
}

export type AttachmentSender = "guest" | "client" | "executor";

/**
 * What each side may attach, checked the same way in the browser and on the server: the guest and
 * executor pickers' lists (spec 1 §5, spec 3 §5); a client's picker takes any file (spec 2 §5), and
 * the server then keeps to every type whose content it can check.
 */
export function allowedExtensions(sender: AttachmentSender): readonly AttachmentExtension[] {
  if (sender === "guest") return GUEST_PICKER_EXTENSIONS;
  if (sender === "executor") return EXECUTOR_PICKER_EXTENSIONS;
  return ATTACHMENT_EXTENSIONS;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export const FILE_TEXTS = {
  tooMany: `Максимум ${MAX_FILES_PER_SEND} файлов за раз`,
  tooLarge: (names: string[]) =>
    `Файлы превышают лимит ${specLimitText(MAX_FILE_BYTES)}: ${names.join(", ")}`,
  notAllowed: (name: string, allowed: readonly string[] = ATTACHMENT_EXTENSIONS) =>
    `Файл «${name}» не принят: допустимые форматы — ${allowed.join(", ")}`,
  disguised: (name: string) =>
    `Файл «${name}» не принят: его содержимое не соответствует расширению`,
  empty: (name: string) => `Файл «${name}» пустой`,
  /** How a refusal names a file sent without a name. */
  unnamed: "без имени",
} as const;
