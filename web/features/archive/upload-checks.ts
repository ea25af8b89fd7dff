import { ARCHIVE_EXTENSIONS } from "../../../domain/archive/archive.ts";
import { extensionOf, FILE_TEXTS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";

/**
 * What the server would refuse at once, said before any byte is sent: a type outside spec 2 §5's
 * list, or a file over 10 MB. The server checks again, by content.
 */
export function uploadProblem(file: File): string | null {
  if (!(ARCHIVE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return FILE_TEXTS.notAllowed(file.name, ARCHIVE_EXTENSIONS);
  }
  if (file.size > MAX_FILE_BYTES) return FILE_TEXTS.tooLarge([file.name]);
  return null;
}
