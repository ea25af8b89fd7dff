import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { installationId } from "./db/installation-id.ts";
import { prepareDatabase } from "./db/startup.ts";
import { errorForLog } from "./http/error-log.ts";
import { appJobs, JOB_TICK_MS } from "./jobs.ts";
import { createInProcessEventBus } from "./platform/events/event-bus.ts";
import { createRedisEventBus } from "./platform/events/redis-event-bus.ts";
import { startJobRunner } from "./platform/jobs/job-schedule.ts";
import { createLimiterRedis } from "./platform/limiter-redis.ts";
import { storageFromConfig } from "./platform/storage/storage-from-config.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** The generated operator account's one-time password, or nothing when none was generated. */
function operatorBanner(
  operator: Awaited<ReturnType<typeof prepareDatabase>>["operator"],
  publicUrl: string,
): string[] | undefined {
  if (operator.action !== "generated") return undefined;
  return [
    "Создан аккаунт администратора (пароль показан один раз, сохраните его):",
    `  вход: ${publicUrl}/login → «Исполнитель»`,
    `  email: ${operator.email}`,
    `  пароль: ${operator.password}`,
  ];
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dir: config.dbDir },
  );
  // What this site keeps in Redis lives under its own id: another site (or test run) on the same
  // Redis shares none of its events or counters.
  const redisKeySpace = config.REDIS_URL ? await installationId(database) : "";
  const events = config.REDIS_URL
    ? await createRedisEventBus(
        config.REDIS_URL,
        (error) => console.error("Redis event bus:", error),
        redisKeySpace,
      )
    : createInProcessEventBus();
  const report = await prepareDatabase(database, {
    seedDemo: config.SEED_DEMO,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    adminPhone: config.ADMIN_PHONE,
    events,
  });
  // Printed as soon as the account exists: if the server then fails to listen (a busy port), the
  // one-time password has still been shown.
  const banner = operatorBanner(report.operator, config.publicUrl);
  if (banner) console.log(banner.join("\n"));
  const rateLimitRedis = config.REDIS_URL
    ? createLimiterRedis(config.REDIS_URL, (error) =>
        console.error("Redis rate limiter:", error.message),
      )
    : undefined;
  const files = storageFromConfig(config.fileStorage);
  const app = await buildApp({
    config,
    database,
    events,
    rateLimitRedis,
    redisKeySpace,
    storage: files.storage,
  });

  // Telegram learns where the bot's updates go (the webhook, or that this app polls).
  void app.telegram
    .setUp()
    .catch((error) => app.log.warn({ err: error }, "telegram set-up failed"));
  const jobs = await startJobRunner(database.db, appJobs(app, database), {
    tickMs: JOB_TICK_MS,
    onError: (job, error) => app.log.warn({ err: error, job: job.name }, "background job failed"),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const jobsStopped = jobs.stop();
    // In-flight requests get a grace period; a keep-alive socket that turns idle after close()
    // began would otherwise hold the process for the whole keep-alive timeout.
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await jobsStopped;
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
    `SMS: ${app.sms.sender.description}`,
  ];
  if (config.PHONE_CONFIRMATION === "optional") {
    lines.push("PHONE_CONFIRMATION=optional: номер телефона не обязателен (для сайта вне России).");
  }
  if (report.seededDemo) lines.push("База была пустой: добавлены демо-данные (см. README).");
  if (app.paymentProvider.name === "sandbox") {
    lines.push(
      "Оплата картой в тестовом режиме: деньги не списываются. Настоящие платежи (ЮKassa) включает администратор в кабинете, «Настройки сайта» → «Оплата» (README, «Payments»).",
    );
  }
  // Repeated as the last lines once the server listens: the first print may be far up by then.
  if (banner) lines.push(...banner);
  console.log(lines.join("\n"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A start-up query that fails (the operator account's insert) carries its parameters, a
    // password hash among them: printed through the log's formatter, never whole.
    console.error("Не удалось запустить сервис:", errorForLog(error));
  }
  process.exit(1);
});
