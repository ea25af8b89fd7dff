/**
 * What the browser checks before it sends documents (spec 2 §5), with the texts the server would
 * answer: at most 100 files, each at most 10 MB, not empty, of the section's types.
 */
import { type AttachmentExtension, extensionOf, FILE_TEXTS } from "../chat/files.ts";
import { CORPORATE_TEXTS, MAX_BULK_FILES, MAX_DOCUMENT_BYTES } from "./corporate.ts";

/**
 * The picked files that can go, and why the others cannot: more than 100 refuses the whole pick;
 * files over 10 MB (named together), empty files and other types are left out, each named.
 */
export function checkPickedDocuments<T extends { name: string; size: number }>(
  picked: readonly T[],
  allowed: readonly AttachmentExtension[],
): { accepted: T[]; errors: string[] } {
  if (picked.length > MAX_BULK_FILES)
    return { accepted: [], errors: [CORPORATE_TEXTS.bulkTooMany] };
  const errors: string[] = [];
  const tooLarge = picked.filter((file) => file.size > MAX_DOCUMENT_BYTES);
  if (tooLarge.length > 0) errors.push(CORPORATE_TEXTS.tooLarge(tooLarge.map((file) => file.name)));
  const accepted: T[] = [];
  for (const file of picked) {
    if (file.size > MAX_DOCUMENT_BYTES) continue;
    if (file.size === 0) errors.push(FILE_TEXTS.empty(file.name));
    else if (!(allowed as readonly string[]).includes(extensionOf(file.name))) {
      errors.push(FILE_TEXTS.notAllowed(file.name, allowed));
    } else accepted.push(file);
  }
  return { accepted, errors };
}
