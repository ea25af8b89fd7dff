import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress-assets.ts";
import { bearer, registerClient } from "../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

// A real production script of the size of our entry (react-dom's client build, ~500 KB).
const MAIN_SCRIPT = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-client.production.js",
);
const MAIN_URL = "/assets/index-abc123.js";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html lang="ru"><head><title>ЮрПомощь</title></head><body>${"<p>Юридические услуги онлайн</p>".repeat(40)}<div id=root></div></body></html>`,
  );
  copyFileSync(MAIN_SCRIPT, path.join(dist, MAIN_URL));
  writeFileSync(path.join(dist, "assets", "tiny-abc123.png"), Buffer.alloc(2048, 7));
  await precompressAssets(dist);
  t = await buildTestApp({ seedDemo: true, webDistDir: dist });
});
afterAll(() => t.close());

describe("static assets are sent pre-compressed", () => {
  const rawSize = () => statSync(path.join(dist, MAIN_URL)).size;

  it("sends the main script as brotli when the browser accepts it, a fraction of its size", async () => {
    const response = await t.app.inject({
      url: MAIN_URL,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.rawPayload.length).toBeLessThan(rawSize() / 3);
    // The very bytes of the script, compressed once (not twice).
    expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(MAIN_SCRIPT))).toBe(true);
  });

  it("sends gzip to a browser without brotli and the plain file to one without either", async () => {
    const gzip = await t.app.inject({ url: MAIN_URL, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.length).toBeLessThan(rawSize() / 3);
    expect(gunzipSync(gzip.rawPayload).equals(readFileSync(MAIN_SCRIPT))).toBe(true);

    const plain = await t.app.inject({ url: MAIN_URL, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBe(rawSize());
  });

  it("sends the page compressed, and a file with no copies (an image) as it is", async () => {
    const page = await t.app.inject({ url: "/services", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<div id=root>");

    const refused = await t.app.inject({
      url: "/services",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");

    const image = await t.app.inject({
      url: "/assets/tiny-abc123.png",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.length).toBe(2048);
  });
});

describe("API answers are compressed above 1 KB", () => {
  it("compresses the catalogue (a large JSON)", async () => {
    const plain = await t.app.inject({ url: "/api/services" });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.app.inject({
      url: "/api/services",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const response = await t.app.inject({
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("never compresses a live event stream (it would be held in the compressor's buffer)", async () => {
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const client = await registerClient(t.app);
    const { headers, firstChunk } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      firstChunk: string;
    }>((resolve, reject) => {
      const request = http.get(
        `${base}/api/events`,
        { headers: { ...bearer(client.token), "accept-encoding": "br, gzip" } },
        (response) => {
          response.once("data", (chunk: Buffer) => {
            resolve({ headers: response.headers, firstChunk: chunk.toString() });
            request.destroy();
          });
        },
      );
      request.on("error", reject);
    });
    expect(headers["content-type"]).toContain("text/event-stream");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(firstChunk).toContain("event: ready");
  });
});
