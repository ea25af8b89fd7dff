import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import {
  type CheckState,
  READY_CHECK_TIMEOUT_MS,
  type ReadyCheck,
} from "../../../domain/ops/ops.ts";
import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";

function withTimeout(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const state = (work: Promise<unknown>): Promise<CheckState> =>
  withTimeout(work).then(
    () => "ok",
    () => "fail",
  );

/** Each part the app needs, reached once: the database, Redis (when configured), file storage. */
export async function readiness(deps: {
  db: Db;
  redis?: Redis;
  storage: FileStorage;
}): Promise<Record<ReadyCheck, CheckState>> {
  const [database, redis, storage] = await Promise.all([
    state(deps.db.execute(sql`select 1`)),
    deps.redis ? state(deps.redis.ping()) : Promise.resolve<CheckState>("not_configured"),
    state(deps.storage.ping()),
  ]);
  return { database, redis, storage };
}
