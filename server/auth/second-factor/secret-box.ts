import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { appSecret } from "../../db/app-secret.ts";
import type { Db } from "../../db/client.ts";

const STORED_KEY_NAME = "second-factor-key";
const VERSION = "v1";

/**
 * The AES-256-GCM key of the TOTP secrets: from SECOND_FACTOR_KEY (outside the database, so a
 * leaked dump holds only ciphertext), else one kept in app_secrets and made by the first instance
 * that needs it (no better than plain text against a whole dump; docs/decisions/038).
 */
export async function secondFactorKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash("sha256").update(configured).digest();
  const stored = await appSecret(db, STORED_KEY_NAME);
  return createHash("sha256").update(stored).digest();
}

/**
 * Encrypts a secret for one owner (an account's id, or a name such as the payment settings'):
 * the owner is authenticated data, so a ciphertext copied to another row does not open.
 */
export function sealSecret(key: Buffer, owner: number | string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(String(owner)));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(key: Buffer, owner: number | string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(String(owner)));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
