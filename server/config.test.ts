import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on the embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dbDir).toMatch(/data[\\/]db$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.PAYMENT_PROVIDER).toBe("sandbox");
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

  it("names every bad variable in one readable error", () => {
    expect(() => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: должен начинаться с postgres:\/\//,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.ru" })).toThrowError(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.ru" })).toThrowError(
      "ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе",
    );
  });
});
