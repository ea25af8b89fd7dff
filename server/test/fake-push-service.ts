import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One push as the fake push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** Resolves once `count` pushes have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A push service on a loopback port, as FCM or Mozilla's speak to a server (RFC 8030): it takes
 * `POST /<anything>` and answers 201, except under `/gone/`, which answers 410 as a service does
 * for a browser that unsubscribed, and under `/busy/`, 503 (a service overloaded: try later).
 */
export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      for (const waiter of waiters.filter((entry) => received.length >= entry.count)) {
        waiter.resolve();
      }
      const path = request.url ?? "";
      response.statusCode = path.startsWith("/gone/") ? 410 : path.startsWith("/busy/") ? 503 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} pushes arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its keys, and reading what was pushed to it. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The push's plaintext, decrypted as a browser does (RFC 8291 over RFC 8188 aes128gcm). */
  decrypt(body: Buffer): string;
}

export function fakeBrowser(origin: string, path = `/push/${randomUUID()}`): FakeBrowser {
  const ecdh = createECDH("prime256v1");
  const userAgentPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint: `${origin}${path}`,
      keys: {
        p256dh: userAgentPublic.toString("base64url"),
        auth: authSecret.toString("base64url"),
      },
    },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const keyInfo = Buffer.concat([
        Buffer.from("WebPush: info\0"),
        userAgentPublic,
        serverPublic,
      ]);
      const ikm = Buffer.from(
        hkdfSync("sha256", ecdh.computeSecret(serverPublic), authSecret, keyInfo, 32),
      );
      const key = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
      );
      const nonce = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
      );
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length;
      while (end > 0 && padded[end - 1] === 0) end -= 1;
      if (padded[end - 1] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end - 1).toString("utf8");
    },
  };
}

/**
 * The VAPID claims of a push (RFC 8292), after checking its ES256 signature against the key the
 * header names: `Authorization: vapid t=<JWT>, k=<public key>`.
 */
export function vapidClaimsOf(headers: IncomingMessage["headers"]) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
  const [, token = "", publicKey = ""] = match;
  const [header = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
