import { API_TEXTS } from "../../domain/errors.ts";
import { ApiError, tokenStorage } from "./client.ts";

export interface UploadOptions {
  /** Send the stored token (default true). */
  auth?: boolean;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** The share of the body sent so far, 0…1. */
  onProgress?(fraction: number): void;
}

/**
 * A multipart POST that reports its progress. fetch() cannot tell how much of a request body has
 * gone out, XMLHttpRequest's upload.onprogress can; errors read as apiFetch's do (ApiError).
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => reject(new DOMException("Загрузка отменена", "AbortError"));
    if (options.signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.setRequestHeader("accept", "application/json");
    const token = options.auth === false ? null : tokenStorage.get();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: { detail?: unknown } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const detail = data && typeof data.detail === "string" ? data.detail : API_TEXTS.internal;
      reject(new ApiError(xhr.status, detail));
    };
    xhr.onerror = () => reject(new ApiError(0, API_TEXTS.networkError));
    xhr.onabort = aborted;
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
