import { type Zippable, zipSync } from "fflate";
import { uniqueArchiveName } from "../../../domain/chat/file-names.ts";
import type { ChatDocument } from "../../api/chat.ts";
import { fetchFileBlob } from "../../lib/file-download.ts";

/** A few downloads at once: faster than one by one, gentler on the server than all at once. */
const PARALLEL_DOWNLOADS = 3;

/**
 * Fetches every document (with the Bearer token) and packs them into one zip, reporting how many
 * files have arrived. Stored without compression: pdf, docx and images are compressed already,
 * and deflating megabytes on the main thread would freeze the page for nothing.
 */
export async function zipDocuments(
  documents: readonly ChatDocument[],
  onProgress: (fetched: number) => void,
): Promise<Blob> {
  const used = new Set<string>();
  const names = documents.map((document) => uniqueArchiveName(document.file_name, used));
  const files: Zippable = {};
  let next = 0;
  let fetched = 0;

  async function worker() {
    while (next < documents.length) {
      const index = next++;
      const blob = await fetchFileBlob(documents[index]!.file_url);
      files[names[index]!] = [new Uint8Array(await blob.arrayBuffer()), { level: 0 }];
      fetched += 1;
      onProgress(fetched);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, documents.length) }, worker));
  return new Blob([zipSync(files)], { type: "application/zip" });
}
