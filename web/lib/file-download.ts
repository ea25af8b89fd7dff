/**
 * Getting chat files to the user (spec 1 §9, spec 2 §2): viewable types open in a new tab, the
 * rest download. Signed-in files need the Bearer header, so every file is fetched as a blob and
 * handed to the browser through a temporary object URL.
 */
import { CHAT_TEXTS } from "../../domain/chat/chat.ts";
import { isViewableFileType } from "../../domain/chat/files.ts";
import { API_TEXTS } from "../../domain/errors.ts";
import { tokenStorage } from "../api/client.ts";

/** Spec: the temporary address is released after 100 ms (download) or 5–10 s (open). */
const DOWNLOAD_URL_LIFETIME_MS = 100;
const OPEN_URL_LIFETIME_MS = 10_000;

/** A failure with its Russian text ready to show (`error.message`). */
export class FileActionError extends Error {
  override name = "FileActionError";
}

/** The file's bytes; throws an Error whose message is the server's detail or a generic text. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new Error(API_TEXTS.networkError);
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new Error(data && typeof data.detail === "string" ? data.detail : CHAT_TEXTS.fileMissing);
  }
  return response.blob();
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : CHAT_TEXTS.unknownError;

/** Saves the file under its own name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let blob: Blob;
  try {
    blob = await fetchFileBlob(url);
  } catch (error) {
    throw new FileActionError(CHAT_TEXTS.fileDownloadFailed(messageOf(error)));
  }
  saveBlob(blob, fileName);
}

/** Hands a blob to the browser as a download (also used for zip archives). */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_URL_LIFETIME_MS);
}

/** Only types that cannot run script in our origin open in a tab (domain/files.ts). */
export const isViewableType = isViewableFileType;

/** Russian text files are UTF-8; without the charset a browser may show them garbled. */
function viewType(type: string): string {
  return type.startsWith("text/") && !type.includes("charset") ? `${type};charset=utf-8` : type;
}

/**
 * Opens a viewable file in a new tab, downloads any other. The tab is opened before the fetch,
 * inside the click, or a popup blocker would stop it; it is closed again if the fetch fails.
 */
export async function openFile(
  url: string,
  fileName: string,
  fileType: string | null,
): Promise<void> {
  if (!isViewableType(fileType)) return downloadFile(url, fileName);
  const tab = window.open("", "_blank");
  let blob: Blob;
  try {
    blob = await fetchFileBlob(url);
  } catch (error) {
    tab?.close();
    throw new FileActionError(CHAT_TEXTS.fileOpenFailed(messageOf(error)));
  }
  const objectUrl = URL.createObjectURL(
    new Blob([blob], { type: viewType(fileType ?? blob.type) }),
  );
  if (tab) {
    tab.opener = null;
    tab.location.href = objectUrl;
  } else {
    // Blocked after all: a plain link click in the same gesture chain is the next best thing.
    const link = document.createElement("a");
    link.href = objectUrl;
    link.target = "_blank";
    link.rel = "noopener";
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OPEN_URL_LIFETIME_MS);
}
