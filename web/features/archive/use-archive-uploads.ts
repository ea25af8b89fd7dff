import { useCallback, useRef, useState } from "react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { archiveApi } from "../../api/archive.ts";
import { errorText } from "../../api/client.ts";
import { notify } from "./notify.ts";
import { uploadProblem } from "./upload-checks.ts";
import { useRefreshArchive } from "./use-archive.ts";

/** One file on its way: shown with its percent and a cancel button until it settles. */
export interface UploadItem {
  key: string;
  name: string;
  /** Where it goes (null: «Файлы без папки»). */
  folderName: string | null;
  /** 0…1 of the bytes sent. */
  progress: number;
  running: boolean;
}

interface QueuedUpload {
  item: UploadItem;
  file: File;
  folderId: string | null;
  controller: AbortController;
}

export interface UploadTarget {
  id: string;
  name: string;
}

let nextKey = 0;

/**
 * Several files at once (the picker or a drop), sent one after another so each shows honest
 * progress and the quota is counted in order; any of them can be cancelled, waiting or running.
 */
export function useArchiveUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<QueuedUpload[]>([]);
  const pumping = useRef(false);
  const refresh = useRefreshArchive();

  const update = useCallback((key: string, change: Partial<UploadItem> | null) => {
    setItems((current) =>
      change === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      for (let next = queue.current[0]; next; next = queue.current[0]) {
        const { item, file, folderId, controller } = next;
        // The queue's record too: cancel() reads it to tell a running upload from a waiting one.
        item.running = true;
        update(item.key, { running: true });
        try {
          await archiveApi.upload(file, folderId, {
            signal: controller.signal,
            onProgress: (fraction) => update(item.key, { progress: fraction }),
          });
          notify("ok", `${T.uploaded}: ${file.name}`);
        } catch (error) {
          if (!controller.signal.aborted) {
            notify("failed", T.uploadFailed(errorText(error, "")));
          }
        } finally {
          queue.current = queue.current.filter((queued) => queued !== next);
          update(item.key, null);
          void refresh();
        }
      }
    } finally {
      pumping.current = false;
    }
  }, [refresh, update]);

  const add = useCallback(
    (files: readonly File[], folder: UploadTarget | null) => {
      const accepted: QueuedUpload[] = [];
      for (const file of files) {
        const problem = uploadProblem(file);
        if (problem) {
          notify("failed", T.uploadFailed(problem));
          continue;
        }
        const item = {
          key: `upload-${nextKey++}`,
          name: file.name,
          folderName: folder?.name ?? null,
          progress: 0,
          running: false,
        };
        accepted.push({
          item,
          file,
          folderId: folder?.id ?? null,
          controller: new AbortController(),
        });
      }
      if (accepted.length === 0) return;
      queue.current = [...queue.current, ...accepted];
      setItems((current) => [...current, ...accepted.map((queued) => ({ ...queued.item }))]);
      void pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const queued = queue.current.find((entry) => entry.item.key === key);
      if (!queued) return;
      queued.controller.abort();
      if (!queued.item.running) {
        queue.current = queue.current.filter((entry) => entry !== queued);
        update(key, null);
      }
      notify("info", `${T.uploadCancelled}: ${queued.file.name}`);
    },
    [update],
  );

  return { items, add, cancel };
}
