import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { DestinationStream } from "pino";
import { siteNameOf } from "../domain/site-settings/brand.ts";
import { proofDepsOf } from "./auth/reauthentication.ts";
import { requestUserPlugin } from "./auth/request-user.ts";
import { routePolicy } from "./auth/route-policy.ts";
import type { Config } from "./config.ts";
import { keptAppSecret } from "./db/app-secret.ts";
import type { Database, Db } from "./db/client.ts";
import { DEFAULT_BODY_LIMIT_BYTES } from "./http/body-limits.ts";
import { closeConnectionsWhileDraining } from "./http/draining.ts";
import { errorHandler, notFoundHandler } from "./http/error-handler.ts";
import { type EventStreams, trackEventStreams } from "./http/event-stream.ts";
import { limitJsonDepth } from "./http/json-depth.ts";
import { requestLogger } from "./http/log-redaction.ts";
import { refuseNulCharacters } from "./http/nul-characters.ts";
import { completeOpenApiDocument } from "./http/openapi-document.ts";
import { requestLogController } from "./http/request-log.ts";
import {
  routeSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "./http/schema-compilers.ts";
import { addSecurityHeaders } from "./http/security-headers.ts";
import { limitConcurrentUploads } from "./http/upload-slots.ts";
import { registerWebApp, type SpaFallback } from "./http/web-app.ts";
import { objectRules } from "./modules/access/object-rules.ts";
import { emailChangeRoutes } from "./modules/accounts/email-change-routes.ts";
import { passwordRoutes } from "./modules/accounts/password-routes.ts";
import { reauthenticationRoutes } from "./modules/accounts/reauthentication-routes.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { secondFactorRoutes } from "./modules/accounts/second-factor-routes.ts";
import { sessionRoutes } from "./modules/accounts/session-routes.ts";
import { analyticsRoutes } from "./modules/analytics/routes.ts";
import { archiveRoutes } from "./modules/archive/routes.ts";
import { articleRoutes } from "./modules/articles/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import type { BackupArchiver } from "./modules/backups/backup-archiver.ts";
import { destinationFromConfig } from "./modules/backups/backup-destination.ts";
import { type BackupService, createBackupService } from "./modules/backups/backup-service.ts";
import { archiverOf } from "./modules/backups/cabinet-archiver.ts";
import { backupRoutes } from "./modules/backups/routes.ts";
import { billingRoutes } from "./modules/billing/routes.ts";
import {
  type BookingNoticeService,
  bookingNoticeContextOf,
  createBookingNoticeService,
} from "./modules/bookings/booking-notices.ts";
import { bookingRoutes } from "./modules/bookings/routes.ts";
import { cannedReplyRoutes } from "./modules/canned-replies/routes.ts";
import { autoLawyerBackOfficeRoutes } from "./modules/catalogue/auto-lawyer-routes.ts";
import { serviceBackOfficeRoutes } from "./modules/catalogue/back-office-routes.ts";
import { createCatalogueCache } from "./modules/catalogue/catalogue-cache.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { chatCabinetRoutes } from "./modules/chat/cabinet-routes.ts";
import { chatContextOf } from "./modules/chat/chat-context.ts";
import { guestMoveRoutes } from "./modules/chat/guest-move-routes.ts";
import { guestChatRoutes } from "./modules/chat/guest-routes.ts";
import { guestTranscriptRoute } from "./modules/chat/guest-transcript-route.ts";
import { chatReceiptRoutes } from "./modules/chat/receipt-routes.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { chatTranscriptRoutes } from "./modules/chat/transcript-routes.ts";
import { clientRoutes } from "./modules/clients/routes.ts";
import { consentRoutes } from "./modules/consents/routes.ts";
import { corporateExecutorRoutes } from "./modules/corporate/executor-routes.ts";
import { corporateRoutes } from "./modules/corporate/routes.ts";
import { courtEventRoutes } from "./modules/court-events/routes.ts";
import { documentTemplateRoutes } from "./modules/document-templates/routes.ts";
import { intakeRoutes } from "./modules/intake/routes.ts";
import { createMailService, type MailService } from "./modules/mail/mail-service.ts";
import type { MailSender } from "./modules/mail/outbox.ts";
import { mailRoutes } from "./modules/mail/routes.ts";
import { UNSUBSCRIBE_SECRET } from "./modules/mail/unsubscribe.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { createMetrics } from "./modules/ops/metrics.ts";
import { opsRoutes } from "./modules/ops/routes.ts";
import {
  createLivePaymentSettings,
  type LivePaymentSettings,
} from "./modules/payment-settings/live-payment-settings.ts";
import { paymentSettingsRoutes } from "./modules/payment-settings/routes.ts";
import { chatPaymentRoutes } from "./modules/payments/chat-payment-routes.ts";
import { refundRoutes } from "./modules/payments/refund-routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { sandboxPaymentRoutes } from "./modules/payments/sandbox-routes.ts";
import { paymentStatsRoutes } from "./modules/payments/stats-routes.ts";
import { createSwitchingProvider } from "./modules/payments/switching-provider.ts";
import { phoneRoutes } from "./modules/phone/routes.ts";
import { createSmsService, type SmsService } from "./modules/phone/sms-outbox.ts";
import { createPushService, type PushService } from "./modules/push/push-service.ts";
import { pushRoutes } from "./modules/push/routes.ts";
import { receiptSettingsRoutes } from "./modules/receipts/routes.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { createPageHeadCache } from "./modules/seo/page-head-cache.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { createSitemap } from "./modules/seo/sitemap.ts";
import { signatureRoutes } from "./modules/signatures/routes.ts";
import { siteDocumentRoutes } from "./modules/site-documents/routes.ts";
import { brandRoutes } from "./modules/site-settings/brand-routes.ts";
import { firstRunSetupRoutes } from "./modules/site-settings/first-run-setup-routes.ts";
import { siteSettingsRoutes } from "./modules/site-settings/routes.ts";
import {
  createSiteSettingsCache,
  type InstanceKept,
  type SiteSettingsCache,
} from "./modules/site-settings/settings-cache.ts";
import { slaRoutes } from "./modules/sla/routes.ts";
import { staffPhotoRoutes } from "./modules/staff/photo-routes.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { tariffRoutes } from "./modules/tariffs/routes.ts";
import { telegramRoutes } from "./modules/telegram/routes.ts";
import {
  createTelegramService,
  type TelegramService,
} from "./modules/telegram/telegram-service.ts";
import { trustedClientRoutes } from "./modules/trusted-clients/routes.ts";
import { yandexIdRoutes } from "./modules/yandex-id/routes.ts";
import { createInProcessEventBus, type EventBus } from "./platform/events/event-bus.ts";
import { createMailSender } from "./platform/mail/mail-sender.ts";
import type { PaymentProvider } from "./platform/payments/payment-provider.ts";
import { redisOrLocalStore } from "./platform/rate-limit-store.ts";
import type { SmsSender } from "./platform/sms/sms-sender.ts";
import { smsSenderFromConfig } from "./platform/sms/sms-sender-from-config.ts";
import type { FileStorage } from "./platform/storage/file-storage.ts";
import { storageFromConfig } from "./platform/storage/storage-from-config.ts";
import { createRedisThrottle } from "./platform/throttle/redis-throttle.ts";
import { createInMemoryThrottle, type Throttle } from "./platform/throttle/throttle.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Live events for push to browsers; shared between instances when REDIS_URL is set. */
    events: EventBus;
    /** Uploaded bytes (disk by default, a bucket when S3_* is set). */
    storage: FileStorage;
    /** Open push streams, counted against their caps and ended on close (shutdown). */
    eventStreams: EventStreams;
    /** Card payments: the built-in sandbox or YooKassa, as «Оплата» or PAYMENT_PROVIDER says now. */
    paymentProvider: PaymentProvider;
    /** How the site takes money (provider, keys, transfer details), kept current on every instance. */
    paymentSettings: LivePaymentSettings;
    /** The mail outbox's sender (SMTP_URL, else .eml files in DATA_DIR/mail). */
    mail: MailService;
    /** The SMS outbox's sender (SMS_PROVIDER, else text files in DATA_DIR/sms; issue 45 §1). */
    sms: SmsService;
    /** "Once per window" decisions (typing notices), in Redis when the rate limits are. */
    throttle: Throttle;
    /** «Резервные копии»: backups made here, where they go, the ones running (issue 46 §3). */
    backups: BackupService;
    /** Web Push to the staff's browsers: the outbox's worker (issue 47 §4). */
    push: PushService;
    /** «Настройки сайта» kept on this instance for the busiest calls (a message send). */
    siteSettings: SiteSettingsCache;
    /** The settings and app secrets this instance keeps, as the chat's events read them. */
    kept: InstanceKept;
    /** The firm's Telegram bot: its updates and its outbox (issue 47 §1–§3). */
    telegram: TelegramService;
    /** Bookings' confirmations, changes and reminders (issue 48). */
    bookingNotices: BookingNoticeService;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to an in-process bus (one instance, tests). */
  events?: EventBus;
  /** With several instances, rate-limit counters live in Redis so the limit is per client, not per instance. */
  rateLimitRedis?: Redis;
  /** The site's installation id, under which its keys in Redis live (db/installation-id.ts). */
  redisKeySpace?: string;
  /** Defaults to the one the config names (disk under DATA_DIR/files, or S3), closed with the app. */
  storage?: FileStorage;
  /** Instead of the one SMTP_URL names (tests read what a fake sender got). */
  mailSender?: MailSender;
  /** Instead of the one the env names (tests read what was sent). */
  smsSender?: SmsSender;
  /** Defaults to the one «Оплата» or PAYMENT_PROVIDER names now (tests pass a fixed one). */
  paymentProvider?: PaymentProvider;
  /** Serve the built SPA (off in API tests, which need no build). */
  serveWeb?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Addresses per sitemap file (the protocol's 50,000; tests split a small catalogue). */
  sitemapUrlsPerFile?: number;
  /** Instead of the archive of issue 46 §1 (tests of a failing archive). */
  backupArchiver?: BackupArchiver;
}

export type App = FastifyInstance;

/** Smaller answers fit one packet anyway; compressing them costs CPU and saves nothing. */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * API answers up to this size are compressed in one call on the request's thread instead of
 * through a zlib stream (@fastify/compress's default on 2 cores is 8 KB). A stream allocates a
 * compressor and hops to libuv's thread pool per answer: a 24 KB answer cost 2.6 ms at the median
 * that way and p99 108 ms at 400 requests/s, 1.6 ms and 56 ms in one call (issue 32; 8 ms
 * uncompressed). One call at brotli quality 4 takes about 0.7 ms for 24 KB, 1.5 ms for 64 KB.
 */
const API_COMPRESS_SYNC_BYTES = 64 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const requestIdOf = (given: string | string[] | undefined) =>
  typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();

/** Builds the whole HTTP app: external plugins, then app plugins, then each module's routes. */
export async function buildApp({
  config,
  database,
  events = createInProcessEventBus(),
  storage,
  rateLimitRedis,
  redisKeySpace = "",
  paymentProvider,
  mailSender,
  smsSender,
  serveWeb = true,
  logStream,
  sitemapUrlsPerFile,
  backupArchiver,
}: AppDeps): Promise<App> {
  const app = Fastify({
    // Secrets in paths and listed query values stay out of the log (http/log-redaction.ts), and
    // so do a failed query's parameters (http/error-log.ts).
    logger: requestLogger(config, logStream),
    logController: requestLogController(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // Every log line of a request carries its id (reqId); a proxy's X-Request-Id is kept when it
    // looks like one, so one request can be followed from nginx to the app's logs.
    genReqId: (request) => requestIdOf(request.headers["x-request-id"]),
    // A malformed URL (400) or a path parameter over the router's length (414) is answered
    // before any route, by Fastify itself: through our handler it is `{ detail }` like the rest.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Synchronous hooks on every request (issue 49 §2): an async one costs a promise each time.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  closeConnectionsWhileDraining(app as unknown as FastifyInstance);

  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("events", events);
  // A storage handed in belongs to the caller (main.ts, a second test instance) and stays open.
  const files = storage ? { storage, close() {} } : storageFromConfig(config.fileStorage);
  app.decorate("storage", files.storage);
  app.addHook("onClose", async () => files.close());
  const paymentSettings = await createLivePaymentSettings(database.db, config, events, (error) =>
    app.log.warn({ err: error }, "payment settings were not read again"),
  );
  app.addHook("onClose", async () => paymentSettings.close());
  app.decorate("paymentSettings", paymentSettings);
  app.decorate(
    "paymentProvider",
    paymentProvider ?? createSwitchingProvider(paymentSettings, database.db, config),
  );
  app.decorate(
    "mail",
    createMailService(
      database.db,
      mailSender ??
        createMailSender({
          smtpUrl: config.SMTP_URL,
          fromAddress: config.mailFromAddress,
          fromName: async () => siteNameOf(await app.siteSettings.get()),
          mailDir: config.mailDir,
          messageIdHost: new URL(config.publicUrl).hostname,
        }),
    ),
  );
  app.decorate("sms", createSmsService(database.db, smsSender ?? smsSenderFromConfig(config)));
  app.decorate("push", createPushService(database.db, config, events));
  app.addHook("onClose", async () => app.push.close());
  app.decorate(
    "telegram",
    createTelegramService({
      db: database.db,
      config,
      events,
      storage: files.storage,
      chat: () => chatContextOf(app as unknown as FastifyInstance),
      onError: (error) => app.log.warn({ err: error }, "telegram failed"),
    }),
  );
  app.addHook("onClose", async () => app.telegram.close());
  app.decorate(
    "bookingNotices",
    createBookingNoticeService(
      bookingNoticeContextOf(app as unknown as FastifyInstance),
      async () => {
        await app.mail.flush();
        await app.sms.flush();
        await app.telegram.flush();
      },
      (error) => app.log.warn({ err: error }, "booking notices failed"),
    ),
  );
  app.decorate(
    "eventStreams",
    trackEventStreams(app as unknown as FastifyInstance, config.EVENT_STREAMS_PER_IP),
  );
  app.decorate("catalogueCache", createCatalogueCache(database.db, events));
  app.decorate("pageHeads", createPageHeadCache(events));
  app.decorate("siteSettings", createSiteSettingsCache(database.db, events));
  app.decorate("kept", {
    siteSettings: () => app.siteSettings.get(),
    unsubscribeKey: keptAppSecret(database.db, UNSUBSCRIBE_SECRET),
  });
  // Every page carries the payment settings (the transfer details, the test-mode strip).
  paymentSettings.onChange(() => app.pageHeads.clear());
  app.decorate(
    "sitemap",
    createSitemap(database.db, events, {
      publicUrl: config.publicUrl,
      urlsPerFile: sitemapUrlsPerFile,
    }),
  );
  // Shares the rate limiter's Redis connection: with several instances both must be shared.
  app.decorate(
    "throttle",
    rateLimitRedis
      ? createRedisThrottle(
          rateLimitRedis,
          (error) => app.log.warn({ err: error }, "throttle"),
          redisKeySpace,
        )
      : createInMemoryThrottle(),
  );
  const backupDestination = destinationFromConfig(config.backupDestination, config.dataDir);
  app.decorate(
    "backups",
    createBackupService({
      db: database.db,
      destination: backupDestination,
      archiver:
        backupArchiver ?? archiverOf({ config, database, storage: files.storage, log: app.log }),
      log: app.log,
      publicUrl: config.publicUrl,
    }),
  );
  // A backup begun here ends (ready or failed) before the app closes: no row is left running.
  app.addHook("onClose", async () => {
    await app.backups.runs.settled();
    backupDestination.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  limitJsonDepth(app as unknown as FastifyInstance);
  refuseNulCharacters(app as unknown as FastifyInstance);

  addSecurityHeaders(app as unknown as FastifyInstance, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine sets inline style attributes; swagger-ui at /api/docs needs inline styles too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis across instances; per instance while Redis is down (rate-limit-store.ts).
    ...(rateLimitRedis
      ? {
          store: redisOrLocalStore(
            rateLimitRedis,
            redisKeySpace ? `legal-rate-limit:${redisKeySpace}:` : "legal-rate-limit:",
          ),
        }
      : {}),
  });
  // Limits per send are set where files are read (modules/chat/attachments.ts).
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(swagger, {
    openapi: {
      info: { title: "Юридические услуги онлайн — API", version: "1.0.0" },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN" },
        },
      },
    },
    // zod schemas, and bodies declared per media type (multipart forms: http/media-schemas.ts).
    transform: routeSchemaTransform,
    // What every route may answer and lint-clean details, added once (openapi-document.ts).
    transformObject: (document) =>
      "openapiObject" in document
        ? completeOpenApiDocument(document.openapiObject)
        : document.swaggerObject,
  });
  // staticCSP: the docs page sets its own policy for swagger-ui's scripts and styles.
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  await app.register(requestUserPlugin);
  // Who may call what, on every route; declared by each route, refused at registration when
  // missing (auth/route-policy.ts, docs/decisions/049).
  await app.register(routePolicy, {
    objects: objectRules(app as unknown as FastifyInstance),
    proof: () => proofDepsOf(app as unknown as FastifyInstance),
    phoneConfirmation: config.PHONE_CONFIRMATION,
  });
  // After the policy's own hooks: a caller refused the object takes no upload slot.
  limitConcurrentUploads(app as unknown as FastifyInstance);
  await app.register(
    opsRoutes({
      redis: rateLimitRedis,
      metrics: createMetrics(app as unknown as FastifyInstance, database.db, database.roundTrips),
    }),
  );

  await app.register(
    async (api) => {
      // Registered inside /api only: the SPA's files are compressed once at build time and sent
      // as they are. Event streams hijack the reply and never pass through it.
      await api.register(compress, {
        global: true,
        threshold: API_COMPRESS_THRESHOLD_BYTES,
        syncThreshold: API_COMPRESS_SYNC_BYTES,
      });
      await api.register(accountRoutes);
      await api.register(passwordRoutes);
      await api.register(emailChangeRoutes);
      await api.register(phoneRoutes);
      await api.register(yandexIdRoutes);
      await api.register(secondFactorRoutes);
      await api.register(reauthenticationRoutes);
      await api.register(sessionRoutes);
      await api.register(catalogueRoutes);
      await api.register(serviceBackOfficeRoutes);
      await api.register(intakeRoutes);
      await api.register(autoLawyerBackOfficeRoutes);
      await api.register(reviewRoutes);
      await api.register(articleRoutes);
      await api.register(siteDocumentRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(firstRunSetupRoutes);
      await api.register(brandRoutes);
      await api.register(paymentSettingsRoutes);
      await api.register(receiptSettingsRoutes);
      await api.register(trustedClientRoutes);
      await api.register(consentRoutes);
      await api.register(tariffRoutes);
      await api.register(auditRoutes);
      await api.register(analyticsRoutes);
      await api.register(guestChatRoutes);
      await api.register(guestMoveRoutes);
      await api.register(chatRoutes);
      await api.register(chatCabinetRoutes);
      await api.register(chatReceiptRoutes);
      await api.register(chatTranscriptRoutes);
      await api.register(guestTranscriptRoute);
      await api.register(archiveRoutes);
      await api.register(paymentRoutes);
      await api.register(chatPaymentRoutes);
      await api.register(paymentStatsRoutes);
      await api.register(refundRoutes);
      await api.register(documentTemplateRoutes);
      await api.register(billingRoutes);
      await api.register(signatureRoutes);
      await api.register(corporateRoutes);
      await api.register(corporateExecutorRoutes);
      await api.register(courtEventRoutes);
      await api.register(cannedReplyRoutes);
      await api.register(pushRoutes);
      await api.register(telegramRoutes);
      await api.register(bookingRoutes);
      await api.register(clientRoutes);
      await api.register(mailRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(staffRoutes);
      await api.register(staffPhotoRoutes);
      await api.register(slaRoutes);
      await api.register(backupRoutes);
      // Always there: each answers 404 while the sandbox is not the provider (it can be switched).
      await api.register(sandboxPaymentRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(seoRoutes);

  const spaFallback: SpaFallback = serveWeb
    ? await registerWebApp(app as unknown as FastifyInstance, config.webDistDir, {
        paymentTestMode: () => app.paymentProvider.name === "sandbox",
      })
    : async () => false;
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return notFoundHandler(request, reply);
  });

  return app as unknown as App;
}
