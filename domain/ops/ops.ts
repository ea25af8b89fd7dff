/** What the operator's probes read (issue 15 §1): readiness of each part the app needs. */
export const READY_CHECKS = ["database", "redis", "storage"] as const;
export type ReadyCheck = (typeof READY_CHECKS)[number];
/**
 * What an instance cannot serve without. Redis is not one: without it an instance still answers
 * everything and its browsers poll (live events come back with Redis), so a load balancer must
 * not take every instance out when Redis stops.
 */
export const READY_REQUIRED: readonly ReadyCheck[] = ["database", "storage"];
export type CheckState = "ok" | "fail" | "not_configured";

export const OPS_TEXTS = {
  notReady: (parts: string) => `Сервис временно недоступен: нет связи — ${parts}`,
  /** Not ready, to a caller without the metrics token: which part failed is the operator's. */
  unavailable: "Сервис временно недоступен",
  parts: { database: "база данных", redis: "Redis", storage: "хранилище файлов" },
  metricsToken: "Нужен токен метрик (METRICS_TOKEN)",
  metricsOff: "Метрики выключены: задайте METRICS_TOKEN",
} as const;

/** A probe that hangs is a failed probe: each check gets this long. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * Readiness probes per address a minute (429 beyond): each probe reaches the database, Redis and
 * the file storage, so an unlimited public probe is a lever on all three. A balancer probing
 * every second from one address stays well inside; the image's HEALTHCHECK asks /api/health,
 * which is not limited.
 */
export const READY_RATE_PER_MINUTE = 120;
