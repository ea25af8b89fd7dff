import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on the embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dbDir).toMatch(/data[\\/]db$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.PAYMENT_PROVIDER).toBe("cabinet");
  });

  it("takes YooKassa only with its shop id and secret key", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "yookassa" })).toThrowError(
      "для PAYMENT_PROVIDER=yookassa нужны YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY",
    );
    const keys = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_secret" };
    expect(() => loadConfig({ PAYMENT_PROVIDER: "yookassa", ...keys })).toThrowError(/PUBLIC_URL/);
    const config = loadConfig({
      PAYMENT_PROVIDER: "yookassa",
      PUBLIC_URL: "https://yurpomosh.online",
      ...keys,
    });
    expect(config.YOOKASSA_API_URL).toBe("https://api.yookassa.ru/v3");
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrowError(/PAYMENT_PROVIDER/);
  });

  it("a real site (PUBLIC_URL) starts only when PAYMENT_PROVIDER is said outright", () => {
    for (const unsaid of [{}, { PAYMENT_PROVIDER: "" }]) {
      expect(() => loadConfig({ PUBLIC_URL: "https://yurpomosh.online", ...unsaid })).toThrowError(
        /PAYMENT_PROVIDER: при заданном PUBLIC_URL укажите PAYMENT_PROVIDER явно/,
      );
    }
    const testSite = loadConfig({
      PUBLIC_URL: "https://test.yurpomosh.online",
      PAYMENT_PROVIDER: "sandbox",
    });
    expect(testSite.PAYMENT_PROVIDER).toBe("sandbox");
    // Or the administrator's choice in the cabinet, said outright (the sandbox until they choose).
    const cabinetSite = loadConfig({
      PUBLIC_URL: "https://yurpomosh.online",
      PAYMENT_PROVIDER: "cabinet",
    });
    expect(cabinetSite.PAYMENT_PROVIDER).toBe("cabinet");
    // The one-command demo (no PUBLIC_URL) leaves it to the cabinet without being told.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe("cabinet");
  });

  it("without PUBLIC_URL the site's address is where the server listens", () => {
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "4100" }).publicUrl).toBe("http://127.0.0.1:4100");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    expect(loadConfig({ HOST: "::1", PORT: "4100" }).publicUrl).toBe("http://[::1]:4100");
  });

  it("names every bad variable in one readable error", () => {
    expect(() => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: должен начинаться с postgres:\/\//,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.ru" })).toThrowError(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.ru" })).toThrowError(
      "ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе",
    );
  });

  it("keeps backups in DATA_DIR/backups, or in a bucket found through BACKUP_S3_* or the files' S3_*", () => {
    expect(loadConfig({ DATA_DIR: "/srv/legal" }).backupDestination).toEqual({
      kind: "folder",
      dir: "/srv/legal/backups",
    });
    expect(() => loadConfig({ BACKUP_S3_BUCKET: "legal-backups" })).toThrowError(
      /BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY/,
    );
    const shared = loadConfig({
      S3_ENDPOINT: "https://storage.yandexcloud.net",
      S3_REGION: "ru-central1",
      S3_BUCKET: "legal-files",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      BACKUP_S3_BUCKET: "legal-backups",
      BACKUP_S3_REGION: "ru-central2",
    });
    expect(shared.backupDestination).toEqual({
      kind: "s3",
      endpoint: "https://storage.yandexcloud.net",
      region: "ru-central2",
      bucket: "legal-backups",
      prefix: "backups/",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(() => loadConfig({ BACKUP_S3_PREFIX: "../up" })).toThrowError(/BACKUP_S3_PREFIX/);
  });
});
