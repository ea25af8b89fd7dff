import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONCURRENT_UPLOADS_PER_ACCOUNT,
  UPLOAD_LIMIT_TEXTS,
} from "../../domain/chat/upload-limits.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../test/chat-fixtures.ts";
import { registerClient } from "../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = "----slots";

/** A multipart send whose body is held back until `finish()`: an upload in progress. */
function startUpload(path: string, token: string) {
  let settle: (answer: { status: number; body: string }) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve) => (settle = resolve));
  const request = http.request(
    {
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      },
    },
    (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => settle({ status: response.statusCode ?? 0, body }));
    },
  );
  request.on("error", () => settle({ status: 0, body: "" }));
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF_BYTES}`,
  );
  return {
    answer,
    finish() {
      request.end(`\r\n--${BOUNDARY}--\r\n`);
    },
  };
}

describe("uploads in progress at once (issue 15 §4)", () => {
  it("an account may hold a few; one more is refused with 429 and a Russian detail", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const path = `/api/chat/sessions/${chat.id}/messages`;
    // One more than the cap, all held open at once: whichever reaches the server last is refused
    // at its headers, before any body (no waiting for the server to have taken the others' slots,
    // which a busy machine can take long to do).
    const uploads = Array.from({ length: CONCURRENT_UPLOADS_PER_ACCOUNT + 1 }, () =>
      startUpload(path, client.token),
    );
    const first = await Promise.race(
      uploads.map((upload) => upload.answer.then((refused) => ({ upload, refused }))),
    );
    expect(first.refused.status).toBe(429);
    expect(JSON.parse(first.refused.body).detail).toBe(UPLOAD_LIMIT_TEXTS.tooManyAtOnce);
    first.upload.finish();
    const held = uploads.filter((upload) => upload !== first.upload);

    // A message's text (a small form of known size) is not an upload: it goes through meanwhile.
    expect(
      (await sendMessage(t.app, path, "Пока файлы грузятся", [], client.token)).statusCode,
    ).toBe(201);

    for (const upload of held) upload.finish();
    for (const upload of held) expect((await upload.answer).status).toBe(201);
    // The slots came back.
    const after = startUpload(path, client.token);
    after.finish();
    expect((await after.answer).status).toBe(201);
  });
});
