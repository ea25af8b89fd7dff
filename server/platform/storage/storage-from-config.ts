import type { FileStorageConfig } from "../../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export interface ConfiguredStorage {
  storage: FileStorage;
  /** For the start-up log: where files go, without credentials. */
  description: string;
  close(): void;
}

/** The one place that turns the file storage configuration into an adapter. */
export function storageFromConfig(config: FileStorageConfig): ConfiguredStorage {
  if (config.kind === "disk") {
    return {
      storage: createDiskStorage(config.dir),
      description: `диск (${config.dir})`,
      close: () => {},
    };
  }
  const storage = createS3Storage(config);
  return {
    storage,
    description: `S3 (бакет ${config.bucket}, ${new URL(config.endpoint).host})`,
    close: () => storage.close(),
  };
}
