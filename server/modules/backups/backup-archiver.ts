import type { Readable, Writable } from "node:stream";

/** What the list keeps of an archive's manifest (the whole one is inside the archive). */
export type ManifestSummary = Record<string, unknown>;

/**
 * The archive itself, as the cabinet uses it: made into a stream, and checked from a stream
 * (issue 46 §1, create-backup.ts and verify-backup.ts). Behind this interface so the runs,
 * the schedule and the routes do not depend on the archive's format.
 */
export interface BackupArchiver {
  /** The archive's name ends so («.tar», «.tar.age» when encrypted). */
  extension: string;
  /** Writes one archive of the database and the files into `out`; resolves with its manifest. */
  write(out: Writable, onProgress?: (progress: unknown) => void): Promise<ManifestSummary>;
  /** Reads the archive (as often as it needs) and checks every hash; throws when one differs. */
  verify(open: () => Readable): Promise<ManifestSummary>;
}
