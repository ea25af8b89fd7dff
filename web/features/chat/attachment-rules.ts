import {
  type AttachmentSender,
  allowedExtensions,
  extensionOf,
  FILE_TEXTS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_SEND,
} from "../../../domain/chat/files.ts";
import { fitsOneSend, UPLOAD_LIMIT_TEXTS } from "../../../domain/chat/upload-limits.ts";

/** Whose picker: guests and executors get a type list, clients may pick any file (spec 2 §5). */
export type PickerKind = AttachmentSender;

export function pickerAccept(kind: PickerKind): string | undefined {
  if (kind === "client") return undefined;
  return allowedExtensions(kind)
    .map((ext) => `.${ext}`)
    .join(",");
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
const serverAccepts = (file: File, kind: PickerKind) =>
  (allowedExtensions(kind) as readonly string[]).includes(extensionOf(file.name));

/**
 * Adds newly picked files to the chosen ones, with the spec's checks made before any upload:
 * more than 20 at once, or more than 50 MB in all, refuses the whole pick; files over 10 MB, empty
 * files and types the server refuses anyway are left out and named. The other files are kept.
 */
export function addAttachments(
  chosen: readonly File[],
  picked: readonly File[],
  kind: PickerKind,
): { files: File[]; errors: string[] } {
  const fresh = picked.filter((file) => !chosen.some((other) => sameFile(file, other)));
  if (chosen.length + fresh.length > MAX_FILES_PER_SEND) {
    return { files: [...chosen], errors: [FILE_TEXTS.tooMany] };
  }
  const errors: string[] = [];
  const tooLarge = fresh.filter((file) => file.size > MAX_FILE_BYTES);
  if (tooLarge.length > 0) errors.push(FILE_TEXTS.tooLarge(tooLarge.map((file) => file.name)));
  const rest = fresh.filter((file) => file.size <= MAX_FILE_BYTES);
  for (const file of rest) {
    if (file.size === 0) errors.push(FILE_TEXTS.empty(file.name));
    else if (!serverAccepts(file, kind)) {
      errors.push(FILE_TEXTS.notAllowed(file.name, allowedExtensions(kind)));
    }
  }
  const accepted = rest.filter((file) => file.size > 0 && serverAccepts(file, kind));
  // The server refuses a send over MAX_SEND_BYTES whole: refuse the pick that would make one.
  if (!fitsOneSend([...chosen, ...accepted].map((file) => file.size))) {
    return { files: [...chosen], errors: [...errors, UPLOAD_LIMIT_TEXTS.sendTooLarge] };
  }
  return { files: [...chosen, ...accepted], errors };
}
