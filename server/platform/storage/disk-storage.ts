import { randomUUID } from "node:crypto";
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  assertStorageKey,
  type FileStorage,
  HeadCapture,
  isStorageKey,
  missingObject,
  newStorageKey,
  sizeDiffers,
} from "./file-storage.ts";

const MONTH_FOLDER = /^\d{4}-\d{2}$/;

/** Files under `rootDir` (DATA_DIR/files), one folder per month. */
export function createDiskStorage(rootDir: string): FileStorage {
  const fullPath = (key: string) => path.join(rootDir, assertStorageKey(key));

  return {
    async save(source, { headBytes, maxBytes }) {
      const key = newStorageKey();
      await mkdir(path.dirname(fullPath(key)), { recursive: true });
      const capture = new HeadCapture(headBytes, maxBytes);
      const sink = createWriteStream(fullPath(key), { flags: "wx" });
      try {
        await pipeline(source, capture, sink);
      } catch (error) {
        // A refusal can come before the file is even open: the destroyed stream still opens it,
        // then closes it. Removing only after that close leaves no empty file behind.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
        await rm(fullPath(key), { force: true });
        throw error;
      }
      return { key, sizeBytes: capture.size, head: capture.head };
    },
    open: (key) => createReadStream(fullPath(key)),
    async sizeOf(key) {
      const info = await stat(fullPath(key)).catch(() => null);
      if (!info?.isFile()) throw missingObject(key);
      return info.size;
    },
    async put(key, source, sizeBytes) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target, then renamed over it: a reader never sees half a file, and a
      // failed write leaves only a temporary name the listing ignores, removed here at once.
      const temporary = `${target}.${randomUUID()}.part`;
      const capture = new HeadCapture(0);
      try {
        await pipeline(source, capture, createWriteStream(temporary, { flags: "wx" }));
        if (capture.size !== sizeBytes) throw sizeDiffers(key, sizeBytes, capture.size);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    async exists(key) {
      return stat(fullPath(key)).then(
        () => true,
        () => false,
      );
    },
    async *list() {
      const months = await readdir(rootDir).catch(() => [] as string[]);
      for (const month of months.filter((name) => MONTH_FOLDER.test(name)).sort()) {
        const names = await readdir(path.join(rootDir, month)).catch(() => [] as string[]);
        for (const name of names) {
          const key = `${month}/${name}`;
          if (!isStorageKey(key)) continue;
          // Gone since the listing (removed by a request): nothing to report.
          const info = await stat(fullPath(key)).catch(() => null);
          if (info?.isFile()) yield { key, modifiedAt: info.mtime };
        }
      }
    },
    async ping() {
      await mkdir(rootDir, { recursive: true });
      await access(rootDir, constants.W_OK);
    },
    async freeBytes() {
      await mkdir(rootDir, { recursive: true });
      const disk = await statfs(rootDir);
      // bavail: what an unprivileged writer may still use (root's reserve excluded).
      return disk.bavail * disk.bsize;
    },
  };
}
