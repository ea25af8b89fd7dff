/**
 * The production shape on one machine, for deploy/nginx.test.ts and the cluster benchmark:
 * several app processes (app-process.ts) sharing one PostgreSQL database, one Redis and one
 * files directory, started together as a deployment starts them, behind nginx running
 * deploy/nginx.conf (nginx-process.ts). The caller owns the database: pass its DATABASE_URL
 * and REDIS_URL in `env`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AppProcess, getText, startAppProcess } from "./app-process.ts";
import { type NginxProcess, nginxMissing, startNginx } from "./nginx-process.ts";

export interface AppCluster {
  instances: AppProcess[];
  /** host:port of each instance (same order), as nginx's access log names its upstream. */
  addresses: string[];
  nginx: NginxProcess;
  /** Stops nginx and the instances, removes the shared files directory. */
  stop(): Promise<void>;
}

export async function startAppCluster(options: {
  /** DATABASE_URL and REDIS_URL at least; TRUST_PROXY and DATA_DIR are set here. */
  env: Record<string, string>;
  count?: number;
  readyPath?: string;
}): Promise<AppCluster> {
  const filesRoot = mkdtempSync(path.join(os.tmpdir(), "legal-cluster-data-"));
  const env = {
    // nginx is the first hop and replaces X-Forwarded-For with the address it sees.
    TRUST_PROXY: "true",
    ...options.env,
    // One DATA_DIR for all: the files directory is shared, as a volume would be.
    DATA_DIR: filesRoot,
  };
  // Started together, as a deployment would: migrations and seeding run under a lock.
  const started = await Promise.allSettled(
    Array.from({ length: options.count ?? 2 }, () =>
      startAppProcess({ env, readyPath: options.readyPath }),
    ),
  );
  const instances = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const addresses = instances.map((instance) => new URL(instance.origin).host);
  let nginx: NginxProcess | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    rmSync(filesRoot, { recursive: true, force: true });
  };
  try {
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    nginx = await startNginx({ upstreams: addresses });
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, addresses, nginx, stop };
}

/** Why a cluster behind nginx cannot run here (for a bench that then skips), or null. */
export function clusterMissing(databaseUrl: string | undefined, redisUrl: string | undefined) {
  if (!databaseUrl) return "нужен DATABASE_URL (два экземпляра не делят каталог PGlite)";
  if (!redisUrl) return "нужен REDIS_URL (события между экземплярами идут через Redis)";
  return nginxMissing();
}

/** The event streams an instance holds now, from its /metrics (METRICS_TOKEN). */
export async function openEventStreams(instance: AppProcess, metricsToken: string) {
  const metrics = await getText(`${instance.origin}/metrics`, {
    authorization: `Bearer ${metricsToken}`,
  });
  const open = /^event_stream_listeners (\d+)$/m.exec(metrics.body)?.[1];
  if (metrics.status !== 200 || open === undefined) {
    throw new Error(`${instance.origin}/metrics: ${metrics.status}, no event_stream_listeners`);
  }
  return Number(open);
}
