import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on the embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dbDir).toMatch(/data[\\/]db$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
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
