import { randomInt, randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { PHONE_CODE_TTL_SECONDS } from "../../domain/phone-auth/phone-auth.ts";
import type { SignatureRequest } from "../../domain/signatures/signature-schemas.ts";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { chatFiles } from "../db/schema/chat.ts";
import { phoneChallenges } from "../db/schema/phone.ts";
import { codeHashOf } from "../modules/phone/challenges.ts";
import { bearer } from "./fixtures.ts";
import { lastCodeTo } from "./phone-fixtures.ts";

/**
 * The codes a number was sent lie `seconds` further back: a client registered a moment ago by
 * SMS may be sent the next code at once (the resend pause and the hourly count are behind it).
 */
export async function ageCodesOf(db: Db, phone: string, seconds = 2 * 24 * 60 * 60) {
  await db
    .update(phoneChallenges)
    .set({ createdAt: sql`${phoneChallenges.createdAt} - ${seconds}::int * interval '1 second'` })
    .where(eq(phoneChallenges.phone, phone));
}

export async function requestSignatureOf(
  app: App,
  token: string,
  sessionId: string,
  body: { file_id?: string; billing_document_id?: string },
) {
  return app.inject({
    method: "POST",
    url: `/api/chat/sessions/${sessionId}/signature-requests`,
    headers: bearer(token),
    payload: body,
  });
}

export async function requestSignatureOk(
  app: App,
  token: string,
  sessionId: string,
  body: { file_id?: string; billing_document_id?: string },
): Promise<SignatureRequest> {
  const response = await requestSignatureOf(app, token, sessionId, body);
  if (response.statusCode !== 201) throw new Error(`request: ${response.body}`);
  return response.json() as SignatureRequest;
}

/** «Отправить код» as the client, with the SMS's code read back (their earlier codes aged first). */
export async function signingCode(
  app: App,
  db: Db,
  token: string,
  requestId: string,
  phone: string,
) {
  await ageCodesOf(db, phone);
  const response = await app.inject({
    method: "POST",
    url: `/api/signature-requests/${requestId}/code`,
    headers: bearer(token),
  });
  if (response.statusCode !== 202) throw new Error(`code: ${response.body}`);
  const { challenge_id } = response.json() as { challenge_id: string };
  return { challengeId: challenge_id, code: await lastCodeTo(app, phone), response };
}

export const signWith = (app: App, token: string, requestId: string, answer: object) =>
  app.inject({
    method: "POST",
    url: `/api/signature-requests/${requestId}/sign`,
    headers: bearer(token),
    payload: answer,
  });

/**
 * A live code for a request without an SMS (the access matrix signs with it): the challenge is
 * written as the server writes one, its time set back so no limit counts it.
 */
export async function knownSigningCode(
  db: Db,
  input: { phone: string; userId: number; requestId: string },
) {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = Date.now();
  await db.insert(phoneChallenges).values({
    id,
    phone: input.phone,
    purpose: "sign",
    codeHash: codeHashOf(id, code),
    ip: "203.0.113.250",
    userId: input.userId,
    subject: input.requestId,
    createdAt: new Date(now - 2 * 24 * 60 * 60 * 1000),
    expiresAt: new Date(now + PHONE_CODE_TTL_SECONDS * 1000),
  });
  return { challenge_id: id, code };
}

/** Writes other bytes under a chat file's storage key (disk storage), as a tampered store would. */
export async function overwriteChatFile(app: App, db: Db, fileId: string, bytes: string) {
  const [file] = await db.select().from(chatFiles).where(eq(chatFiles.id, fileId));
  if (!file) throw new Error("no such chat file");
  await writeFile(path.join(app.config.filesDir, file.storageKey), bytes);
}
