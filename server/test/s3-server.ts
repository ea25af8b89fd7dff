import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../platform/storage/s3-storage.ts";

export interface TestS3Server {
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  options: S3StorageOptions;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, its bucket in a temporary folder:
 * the S3 adapter is tested against the protocol it will speak in production, offline.
 */
export async function startS3Server(bucket = "legal-files"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "legal-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts any credentials that are signed consistently; these are its documented pair.
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_REGION: options.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      // Kept-alive client sockets would otherwise hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
