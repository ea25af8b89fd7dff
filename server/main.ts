import { Redis } from "ioredis";
import { MAIL_WORKER_INTERVAL_MS } from "../domain/mail/mail.ts";
import { buildApp } from "./app.ts";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { prepareDatabase } from "./db/startup.ts";
import { chatContextOf } from "./modules/chat/chat-context.ts";
import {
  CHAT_MAINTENANCE_INTERVAL_MS,
  runChatMaintenance,
} from "./modules/chat/chat-maintenance.ts";
import { paymentContextOf } from "./modules/payments/payment-context.ts";
import { reconcilePendingPayments } from "./modules/payments/payment-service.ts";
import { ORPHAN_SWEEP_INTERVAL_MS, runOrphanSweep } from "./modules/storage/orphan-sweep.ts";
import { createInProcessEventBus } from "./platform/events/event-bus.ts";
import { createRedisEventBus } from "./platform/events/redis-event-bus.ts";
import { startPeriodicJob } from "./platform/scheduler.ts";
import { storageFromConfig } from "./platform/storage/storage-from-config.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_SWEEP_MS = 60 * 60 * 1000;
const PAYMENT_RECONCILE_MS = 60_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dir: config.dbDir },
  );
  const events = config.REDIS_URL
    ? await createRedisEventBus(config.REDIS_URL, (error) =>
        console.error("Redis event bus:", error),
      )
    : createInProcessEventBus();
  const report = await prepareDatabase(database, {
    seedDemo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    events,
  });
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  rateLimitRedis?.on("error", (error) => console.error("Redis rate limiter:", error.message));
  const files = storageFromConfig(config.fileStorage);
  const app = await buildApp({ config, database, events, rateLimitRedis, storage: files.storage });

  // Expired sessions are refused anyway; the sweep only keeps the table small.
  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error) =>
      app.log.warn({ err: error }, "session sweep failed"),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();
  const stopChatMaintenance = startPeriodicJob(
    CHAT_MAINTENANCE_INTERVAL_MS,
    () => runChatMaintenance(chatContextOf(app)),
    (error) => app.log.warn({ err: error }, "chat maintenance failed"),
  );

  // Safe in every instance at once: each change is conditional on the status it read.
  const stopPaymentReconciliation = startPeriodicJob(
    PAYMENT_RECONCILE_MS,
    () => reconcilePendingPayments(paymentContextOf(app)),
    (error) => app.log.warn({ err: error }, "payment reconciliation failed"),
  );

  // Objects whose row never came (or whose removal failed): see modules/storage/orphan-sweep.ts.
  const stopOrphanSweep = startPeriodicJob(
    ORPHAN_SWEEP_INTERVAL_MS,
    () => runOrphanSweep(database, files.storage, app.log),
    (error) => app.log.warn({ err: error }, "orphan sweep failed"),
  );

  // The mail outbox: what is due goes out every few seconds (a new mail is also sent at once by
  // the route that wrote it). Safe in every instance at once: a row is taken with a lease.
  const stopMail = startPeriodicJob(
    MAIL_WORKER_INTERVAL_MS,
    () => app.mail.flush(),
    (error) => app.log.warn({ err: error }, "mail worker failed"),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(sweep);
    stopChatMaintenance();
    stopPaymentReconciliation();
    stopOrphanSweep();
    stopMail();
    app.log.info(`${signal}: shutting down`);
    // In-flight requests get a grace period; a keep-alive socket that turns idle after close()
    // began would otherwise hold the process for the whole keep-alive timeout.
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await events.close();
    rateLimitRedis?.disconnect();
    files.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.HOST, port: config.PORT });
  const engine = database.kind === "pglite" ? `PGlite (${config.dbDir})` : "PostgreSQL";
  const lines = [
    `Сервис запущен: ${config.publicUrl} — база данных: ${engine}, файлы: ${files.description}`,
    `Почта: ${app.mail.sender.description}`,
  ];
  if (report.seededDemo) lines.push("База была пустой: добавлены демо-данные (см. README).");
  if (config.PAYMENT_PROVIDER === "sandbox") {
    lines.push(
      "Оплата картой в тестовом режиме (PAYMENT_PROVIDER=sandbox): деньги не списываются. Для настоящих платежей — README, «Payments».",
    );
  }
  if (report.operator.action === "generated") {
    lines.push(
      "Создан аккаунт администратора (пароль показан один раз, сохраните его):",
      `  вход: ${config.publicUrl}/login → «Исполнитель»`,
      `  email: ${report.operator.email}`,
      `  пароль: ${report.operator.password}`,
    );
  }
  console.log(lines.join("\n"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Не удалось запустить сервис:", error);
  }
  process.exit(1);
});
