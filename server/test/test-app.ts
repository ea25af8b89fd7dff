import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { DestinationStream } from "pino";
import { inject } from "vitest";
import { everyDay } from "../../domain/office-hours/office-hours.ts";
import { SITE_SETTINGS_KEY } from "../../domain/site-settings/site-settings.ts";
import { type App, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, type Db, openDatabase } from "../db/client.ts";
import { siteSettings } from "../db/schema/content.ts";
import { createScratchDatabase } from "../db/scratch-database.ts";
import { prepareDatabase } from "../db/startup.ts";
import { getSiteSettings } from "../modules/site-settings/service.ts";
import type { EventBus } from "../platform/events/event-bus.ts";
import type { PaymentProvider } from "../platform/payments/payment-provider.ts";
import { watchAnswers } from "./openapi-check/answers-watch.ts";

/** ADMIN_PHONE of every test app started with ADMIN_EMAIL. */
export const TEST_OPERATOR_PHONE = "+79990009999";

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds the app exactly as main.ts does, on a fresh database: in-memory PGlite by default, or a
 * brand-new PostgreSQL database (created here, dropped on close) when TEST_DATABASE=postgres and
 * DATABASE_URL points at a server (scripts/test-api.ts runs the suite both ways).
 */
export async function buildTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    webDistDir?: string;
    /** A second app instance on the first one's database (that one owns and closes it). */
    shareDatabaseOf?: TestApp;
    events?: EventBus;
    /** Shared rate-limit and throttle state, as main.ts passes with REDIS_URL. */
    rateLimitRedis?: Redis;
    /** Instead of the one the env names (a YooKassa client with short retry delays). */
    paymentProvider?: PaymentProvider;
    /** Where the app's log lines go (with env LOG_LEVEL set: the tests' default is silent). */
    logStream?: DestinationStream;
    /** Addresses per sitemap file, to see the split without 50,000 of them. */
    sitemapUrlsPerFile?: number;
    /**
     * The suite runs at any hour: by default the firm works around the clock, so no message is
     * answered automatically (auto-reply.test.ts sets hours of its own). "as-seeded" keeps the
     * seed's hours, for the tests that read them.
     */
    officeHours?: "around-the-clock" | "as-seeded";
  } = {},
): Promise<TestApp> {
  if (options.shareDatabaseOf) {
    return secondInstance(
      options.shareDatabaseOf,
      options.events,
      options.rateLimitRedis,
      options.webDistDir,
    );
  }
  const scratch = await scratchDatabaseForThisRun();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), `legal-test-${randomBytes(6).toString("hex")}`),
    AUTH_RATE_LIMIT_MAX: "1000",
    GUEST_CHAT_RATE_LIMIT_MAX: "1000",
    // Every test registers from one address (issue 45's limits have tests of their own).
    SMS_IP_HOURLY_LIMIT: "100000",
    SMS_DAILY_LIMIT: "100000",
    // The operator of a test's app (ADMIN_EMAIL) has a confirmed number, as a real operator sets
    // ADMIN_PHONE (issue 45); a test of the confirmation passes ADMIN_PHONE: "" to have none.
    ...(options.env?.ADMIN_EMAIL ? { ADMIN_PHONE: TEST_OPERATOR_PHONE } : {}),
    ...options.env,
  });
  const database = await openDatabase(
    scratch
      ? { kind: "postgres", url: scratch.url, poolSize: 4 }
      : { kind: "pglite", template: await pgliteTemplate() },
  );
  await prepareDatabase(database, {
    seedDemo: options.seedDemo ?? true,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    adminPhone: config.ADMIN_PHONE,
  });
  if (options.officeHours !== "as-seeded") await openAroundTheClock(database.db);
  const app = await buildApp({
    config: options.webDistDir ? { ...config, webDistDir: options.webDistDir } : config,
    database,
    serveWeb: Boolean(options.webDistDir),
    events: options.events,
    rateLimitRedis: options.rateLimitRedis,
    paymentProvider: options.paymentProvider,
    logStream: options.logStream,
    sitemapUrlsPerFile: options.sitemapUrlsPerFile,
  });
  await app.ready();
  // Every request the suite injects is checked against the OpenAPI document (decision 052).
  watchAnswers(app);
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

async function secondInstance(
  first: TestApp,
  events?: EventBus,
  rateLimitRedis?: Redis,
  /** Its own copy of the built site, to serve pages as the first does. */
  webDistDir?: string,
): Promise<TestApp> {
  const app = await buildApp({
    config: webDistDir ? { ...first.app.config, webDistDir } : first.app.config,
    database: first.database,
    events,
    rateLimitRedis,
    storage: first.app.storage,
    serveWeb: Boolean(webDistDir),
  });
  await app.ready();
  watchAnswers(app);
  return { app, db: first.db, database: first.database, close: () => app.close() };
}

function scratchDatabaseForThisRun() {
  const baseUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== "postgres" || !baseUrl) return null;
  return createScratchDatabase(baseUrl, "test");
}

/** The run's migrated cluster (server/test/pglite-template.ts), when the global set-up made one. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** Every weekday 00:00–24:00 in the stored site settings (no audit entry: the test's world). */
async function openAroundTheClock(db: Db): Promise<void> {
  const settings = await getSiteSettings(db);
  const week = everyDay([{ from: "00:00", to: "24:00" }]);
  await db
    .update(siteSettings)
    .set({ value: { ...settings, office_hours: { ...settings.office_hours, week } } })
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
}
