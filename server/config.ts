import path from "node:path";
import { z } from "zod";
import { ARCHIVE_QUOTA_DEFAULT_MB } from "../domain/archive/archive.ts";
import { EVENT_STREAMS_PER_IP_DEFAULT } from "../domain/chat/live-limits.ts";
import { DEFAULT_CORPORATE_QUOTA_MB } from "../domain/corporate/corporate.ts";
import { MAIL_RETENTION_DAYS_DEFAULT } from "../domain/mail/mail.ts";
import {
  PHONE_RESEND_AFTER_SECONDS,
  SMS_PER_IP_HOURLY_DEFAULT,
  SMS_SITE_DAILY_DEFAULT,
} from "../domain/phone-auth/phone-auth.ts";
import { russianMobileOf } from "../domain/phone-auth/phone-auth-schemas.ts";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const S3_REQUIRED = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/** Each BACKUP_S3_* setting and the files' S3_* one it falls back to. */
const BACKUP_S3_FROM = [
  ["BACKUP_S3_ENDPOINT", "S3_ENDPOINT"],
  ["BACKUP_S3_REGION", "S3_REGION"],
  ["BACKUP_S3_ACCESS_KEY_ID", "S3_ACCESS_KEY_ID"],
  ["BACKUP_S3_SECRET_ACCESS_KEY", "S3_SECRET_ACCESS_KEY"],
] as const;

/** Every variable with its embedded default; `.env.example` lists the same ones. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "должен начинаться с postgres:// или postgresql://")
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "должен начинаться с redis:// или rediss://")
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: flag.default(false),
    /** Prometheus scrapes /metrics with this as its Bearer token; unset, /metrics answers 404. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "не короче 16 символов").optional()),
    SEED_DEMO: flag.default(true),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, "не короче 6 символов").optional()),
    /** The operator's mobile number, counted as confirmed (issue 45 §2); set at every start. */
    ADMIN_PHONE: optionalText,
    /**
     * required (the default): every account confirms a Russian mobile number by SMS, as 149-FZ
     * asks of a Russian site; optional: for a site outside Russia, the number is not asked for.
     */
    PHONE_CONFIRMATION: z.enum(["required", "optional"]).default("required"),
    /** smsru: SMS.ru's HTTP API; unset, every SMS is a text file in DATA_DIR/sms. */
    SMS_PROVIDER: optionalText.pipe(z.enum(["smsru"]).optional()),
    SMS_RU_API_ID: optionalText,
    SMS_RU_API_URL: z.url().default("https://sms.ru"),
    /** The sender name approved by the gateway; its default name without one. */
    SMS_SENDER: optionalText,
    /** Codes one address may ask for per hour (an office behind one address raises it). */
    SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(SMS_PER_IP_HOURLY_DEFAULT),
    /** Codes the whole site sends per day; then sign-in by SMS pauses and the admins get a mail. */
    SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(SMS_SITE_DAILY_DEFAULT),
    /** The pause before one number may get a new code (the end-to-end suite shortens it). */
    SMS_RESEND_AFTER_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(600)
      .default(PHONE_RESEND_AFTER_SECONDS),
    /**
     * Sign-in with Yandex ID (issue 45 §2, docs/decisions/060): the app's ID and secret from
     * oauth.yandex.ru, both or neither; unset, the button is not shown and its routes answer 404.
     */
    YANDEX_ID_CLIENT_ID: optionalText,
    YANDEX_ID_CLIENT_SECRET: optionalText,
    /** Yandex OAuth (authorize, token) and the Yandex ID API (info): tests point them at a fake. */
    YANDEX_ID_OAUTH_URL: z.url().default("https://oauth.yandex.ru"),
    YANDEX_ID_LOGIN_URL: z.url().default("https://login.yandex.ru"),
    /**
     * Web Push to the staff's phones (issue 47 §4): the VAPID key pair (base64url, as
     * `npx web-push generate-vapid-keys` prints it), both or neither; unset, a pair is made at the
     * first start and kept in the database.
     */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /**
     * Push services besides the browsers' own (domain/push/push.ts), comma-separated hosts or
     * origins: a test's local push service, or a browser whose service is not listed yet.
     */
    PUSH_SERVICE_HOSTS: optionalText,
    /**
     * The firm's Telegram bot (issue 47, docs/decisions/065): its token from @BotFather; unset,
     * the administrator may enter one in «Настройки сайта» → «Telegram».
     */
    TELEGRAM_BOT_TOKEN: optionalText,
    /** The Bot API's address: tests point it at a local server that speaks the Bot API. */
    TELEGRAM_API_URL: z.url().default("https://api.telegram.org"),
    /** A Jitsi Meet server: a video consultation's room is an unguessable name on it (issue 48). */
    VIDEO_MEETING_URL: z.url().default("https://meet.jit.si"),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Encrypts the staff's TOTP secrets (docs/decisions/038). Kept outside the database, so a
     * leaked dump holds no usable secret; unset, a key kept in the database is used instead.
     */
    SECOND_FACTOR_KEY: optionalText.pipe(z.string().min(32, "не короче 32 символов").optional()),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** New guest chats per IP per minute (sending messages allows six times as many). */
    GUEST_CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    /** Open live-event streams per client address (each is a held-open connection). */
    EVENT_STREAMS_PER_IP: z.coerce.number().int().min(1).default(EVENT_STREAMS_PER_IP_DEFAULT),
    /** Uploads are refused (507) when the files' disk has less free space than this. */
    UPLOAD_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(512),
    /** What one account's file archive may hold in all, in MB (its usage is shown on screen). */
    ARCHIVE_QUOTA_MB: z.coerce.number().int().min(1).default(ARCHIVE_QUOTA_DEFAULT_MB),
    /** What one corporate client may keep in company-card and organisation documents in all. */
    CORPORATE_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(DEFAULT_CORPORATE_QUOTA_MB),
    /**
     * sandbox: the built-in test provider (no money moves); yookassa: real card payments; cabinet:
     * the administrator chooses in the cabinet's «Оплата» (the sandbox until they do).
     */
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(["sandbox", "yookassa", "cabinet"]).optional()),
    YOOKASSA_SHOP_ID: optionalText,
    YOOKASSA_SECRET_KEY: optionalText,
    YOOKASSA_API_URL: z.url().default("https://api.yookassa.ru/v3"),
    /** 54-FZ receipt item VAT code (YooKassa vat_code): 1 — без НДС. */
    PAYMENT_RECEIPT_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    /** 54-FZ «признак способа расчёта»: full_payment, or full_prepayment for work done after paying. */
    PAYMENT_RECEIPT_PAYMENT_MODE: z
      .enum(["full_payment", "full_prepayment"])
      .default("full_payment"),
    /** Manual transfer details shown in the payment modal; unset ones are not shown. */
    PAYMENT_MANUAL_CARD: optionalText,
    PAYMENT_MANUAL_PHONE: optionalText,
    PAYMENT_MANUAL_RECIPIENT: optionalText,
    /** smtp://user:password@host:587 or smtps://…:465; without it mail goes to DATA_DIR/mail. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "должен начинаться с smtp:// или smtps://")
        .optional(),
    ),
    /**
     * The address every mail is sent from («no-reply@example.ru»; a display name written here is
     * not used: mail is signed with the site's name from «Оформление», issue 44 §1).
     */
    MAIL_FROM: optionalText,
    /** Days a sent mail's row (without its body) stays in the outbox before it is deleted. */
    MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(MAIL_RETENTION_DAYS_DEFAULT),
    /** An S3-compatible bucket for uploaded files instead of DATA_DIR/files (all set, or none). */
    S3_ENDPOINT: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/]/, "должен начинаться с http:// или https://")
        .optional(),
    ),
    S3_REGION: optionalText,
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "имя бакета: от 3 до 63 символов — строчные латинские буквы, цифры, точки и дефисы",
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style addresses (endpoint/bucket/key): MinIO and most self-hosted stores need them. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /**
     * Backups from the cabinet go to DATA_DIR/backups unless a bucket is named here (issue 46 §3);
     * the endpoint, region and keys are the S3_* ones unless BACKUP_S3_* gives others.
     */
    BACKUP_S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "имя бакета: от 3 до 63 символов — строчные латинские буквы, цифры, точки и дефисы",
        )
        .optional(),
    ),
    /** The folder of the bucket backups are written under («backups/»). */
    BACKUP_S3_PREFIX: z
      .string()
      .trim()
      .regex(
        /^([A-Za-z0-9._-]+\/)*$/,
        "папки из латинских букв, цифр, точек и дефисов, с «/» в конце",
      )
      .default("backups/"),
    BACKUP_S3_ENDPOINT: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/]/, "должен начинаться с http:// или https://")
        .optional(),
    ),
    BACKUP_S3_REGION: optionalText,
    BACKUP_S3_ACCESS_KEY_ID: optionalText,
    BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
    BACKUP_S3_FORCE_PATH_STYLE: optionalText.pipe(flag.optional()),
    /** Backups are encrypted with age under this passphrase when it is set (issue 46 §1). */
    BACKUP_PASSPHRASE: optionalText,
  })
  .refine((env) => env.SMS_PROVIDER !== "smsru" || Boolean(env.SMS_RU_API_ID), {
    message: "для SMS_PROVIDER=smsru нужен SMS_RU_API_ID (ключ API из кабинета SMS.ru)",
    path: ["SMS_RU_API_ID"],
  })
  .refine((env) => !env.ADMIN_PHONE || russianMobileOf(env.ADMIN_PHONE) !== null, {
    message: "ADMIN_PHONE: российский номер мобильного телефона, например +79991234567",
    path: ["ADMIN_PHONE"],
  })
  .refine((env) => Boolean(env.YANDEX_ID_CLIENT_ID) === Boolean(env.YANDEX_ID_CLIENT_SECRET), {
    message:
      "YANDEX_ID_CLIENT_ID и YANDEX_ID_CLIENT_SECRET задаются вместе (ClientID и Client secret приложения на oauth.yandex.ru)",
    path: ["YANDEX_ID_CLIENT_ID"],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message:
      "VAPID_PUBLIC_KEY и VAPID_PRIVATE_KEY задаются вместе (npx web-push generate-vapid-keys)",
    path: ["VAPID_PUBLIC_KEY"],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе",
    path: ["ADMIN_EMAIL"],
  })
  // A real site (PUBLIC_URL) must say how it takes money: a silent sandbox default would let
  // anyone «pay» with no money moving, and count it in earnings (issue 11 §6).
  .refine((env) => !env.PUBLIC_URL || env.PAYMENT_PROVIDER !== undefined, {
    message:
      "при заданном PUBLIC_URL укажите PAYMENT_PROVIDER явно: yookassa для настоящих платежей, sandbox для тестового сайта или cabinet — выбор в кабинете администратора",
    path: ["PAYMENT_PROVIDER"],
  })
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== "yookassa" ||
      (Boolean(env.YOOKASSA_SHOP_ID) && Boolean(env.YOOKASSA_SECRET_KEY)),
    {
      message: "для PAYMENT_PROVIDER=yookassa нужны YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY",
      path: ["PAYMENT_PROVIDER"],
    },
  )
  // Half an S3 set-up must not quietly fall back to the local disk (files would then be missing
  // on every other instance): either every required variable is there, or none is.
  .superRefine((env, context) => {
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    if (missing.length === 0 || missing.length === S3_REQUIRED.length) return;
    context.addIssue({
      code: "custom",
      path: [missing[0] as string],
      message: `для хранения файлов в S3 задайте вместе ${S3_REQUIRED.join(", ")}; не задано: ${missing.join(", ")}`,
    });
  })
  // A bucket for backups needs somewhere to find it: its own BACKUP_S3_* or the files' S3_*.
  .superRefine((env, context) => {
    if (!env.BACKUP_S3_BUCKET) return;
    const missing = BACKUP_S3_FROM.filter(([own, shared]) => !env[own] && !env[shared]).map(
      ([own]) => own,
    );
    if (missing.length === 0) return;
    context.addIssue({
      code: "custom",
      path: [missing[0] as string],
      message: `для резервных копий в BACKUP_S3_BUCKET задайте ${missing.join(", ")} (или общие S3_*)`,
    });
  })
  // The payer returns to PUBLIC_URL after paying; a Host header must never choose that address.
  .refine((env) => env.PAYMENT_PROVIDER !== "yookassa" || Boolean(env.PUBLIC_URL), {
    message:
      "для PAYMENT_PROVIDER=yookassa нужен PUBLIC_URL (адрес сайта для возврата после оплаты)",
    path: ["PUBLIC_URL"],
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "PAYMENT_PROVIDER"> & {
  /**
   * `cabinet` when nothing was said and no PUBLIC_URL is set (the one-command demo): the sandbox
   * until the administrator chooses otherwise in «Оплата».
   */
  PAYMENT_PROVIDER: "sandbox" | "yookassa" | "cabinet";
  publicUrl: string;
  dataDir: string;
  dbDir: string;
  filesDir: string;
  /** Where mail is written as .eml files when SMTP_URL is not set. */
  mailDir: string;
  /** MAIL_FROM's address, or no-reply@ the site's host; the display name is the site's name. */
  mailFromAddress: string;
  /** Where SMS are written as text files when SMS_PROVIDER is not set. */
  smsDir: string;
  webDistDir: string;
  /** Where uploaded files live: DATA_DIR/files, or a bucket when S3_* is set. */
  fileStorage: FileStorageConfig;
  /** Where the cabinet's backups go: DATA_DIR/backups, or BACKUP_S3_BUCKET under its prefix. */
  backupDestination: BackupDestinationConfig;
};

export type BackupDestinationConfig =
  | { kind: "folder"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      region: string;
      bucket: string;
      prefix: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export type FileStorageConfig =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/**
 * Whether a start seeds an empty database with the demo (SEED_DEMO, on by default): the start
 * script says so before the configuration is read, and must not promise demo data it will not
 * add (issue 44 §3). An unreadable value is left for loadConfig to refuse.
 */
export function seedsDemo(source: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = flag.default(true).safeParse(source.SEED_DEMO);
  return parsed.success ? parsed.data : true;
}

/**
 * The site's own address without PUBLIC_URL: where the server listens (localhost for "all
 * interfaces"). Absolute addresses are built from this, never from a request's Host header.
 */
function listenOrigin(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new ConfigError(`Неверная конфигурация окружения:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const filesDir = path.join(dataDir, "files");
  const publicUrl = env.PUBLIC_URL ?? listenOrigin(env.HOST, env.PORT);
  return {
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "cabinet",
    publicUrl,
    mailDir: path.join(dataDir, "mail"),
    smsDir: path.join(dataDir, "sms"),
    mailFromAddress: env.MAIL_FROM
      ? (/<([^<>]+)>\s*$/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM).trim()
      : `no-reply@${new URL(publicUrl).hostname}`,
    dataDir,
    dbDir: path.join(dataDir, "db"),
    filesDir,
    webDistDir: path.resolve("dist/web"),
    fileStorage: fileStorageOf(env, filesDir),
    backupDestination: backupDestinationOf(env, dataDir),
  };
}

function backupDestinationOf(env: Env, dataDir: string): BackupDestinationConfig {
  if (!env.BACKUP_S3_BUCKET) return { kind: "folder", dir: path.join(dataDir, "backups") };
  return {
    kind: "s3",
    // The refinement above made sure each is there, its own or the files'.
    endpoint: (env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT) as string,
    region: (env.BACKUP_S3_REGION ?? env.S3_REGION) as string,
    bucket: env.BACKUP_S3_BUCKET,
    prefix: env.BACKUP_S3_PREFIX,
    accessKeyId: (env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID) as string,
    secretAccessKey: (env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY) as string,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? env.S3_FORCE_PATH_STYLE,
  };
}

function fileStorageOf(env: Env, filesDir: string): FileStorageConfig {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    return { kind: "disk", dir: filesDir };
  }
  return {
    kind: "s3",
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
