import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const S3 = {
  S3_ENDPOINT: "https://storage.yandexcloud.net",
  S3_REGION: "ru-central1",
  S3_BUCKET: "legal-files",
  S3_ACCESS_KEY_ID: "key-id",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("file storage configuration", () => {
  it("keeps files on disk under DATA_DIR by default", () => {
    const config = loadConfig({ DATA_DIR: "/srv/legal" });
    expect(config.fileStorage).toEqual({ kind: "disk", dir: "/srv/legal/files" });
    // Empty values (an .env copied as it is) mean unset.
    const empty = Object.fromEntries(Object.keys(S3).map((name) => [name, ""]));
    expect(loadConfig({ ...empty, DATA_DIR: "/srv/legal" }).fileStorage.kind).toBe("disk");
  });

  it("uses the bucket when every required S3 variable is set", () => {
    expect(loadConfig(S3).fileStorage).toEqual({
      kind: "s3",
      endpoint: "https://storage.yandexcloud.net",
      region: "ru-central1",
      bucket: "legal-files",
      accessKeyId: "key-id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const minio = loadConfig({ ...S3, S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "1" });
    expect(minio.fileStorage).toMatchObject({
      endpoint: "http://minio:9000",
      forcePathStyle: true,
    });
  });

  it("refuses half an S3 set-up, naming what is missing", () => {
    for (const name of Object.keys(S3)) {
      const { [name]: _left, ...partial } = S3 as Record<string, string>;
      expect(() => loadConfig(partial)).toThrowError(ConfigError);
      expect(() => loadConfig(partial)).toThrowError(
        `${name}: для хранения файлов в S3 задайте вместе S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; не задано: ${name}`,
      );
    }
    expect(() => loadConfig({ S3_BUCKET: "legal-files" })).toThrowError(
      "не задано: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
  });

  it("checks the endpoint, the bucket name and the path-style flag", () => {
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: "storage.yandexcloud.net" })).toThrowError(
      "S3_ENDPOINT: должен начинаться с http:// или https://",
    );
    for (const bucket of ["Legal_Files", "ab", "-legal", `a${"b".repeat(63)}`]) {
      expect(() => loadConfig({ ...S3, S3_BUCKET: bucket })).toThrowError(
        "S3_BUCKET: имя бакета: от 3 до 63 символов — строчные латинские буквы, цифры, точки и дефисы",
      );
    }
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: "maybe" })).toThrowError(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
