import type { FastifyInstance } from "fastify";
import type { ArchiveContext } from "./archive-service.ts";

const MB = 1024 * 1024;

/** The archive's dependencies, taken from the app and its config. */
export function archiveContextOf(app: FastifyInstance): ArchiveContext {
  return {
    db: app.db,
    storage: app.storage,
    quotaBytes: app.config.ARCHIVE_QUOTA_MB * MB,
    minFreeBytes: app.config.UPLOAD_MIN_FREE_DISK_MB * MB,
    log: app.log,
  };
}
