import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArchiveList } from "../../../domain/archive/archive-schemas.ts";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { maskPhone, PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import type { SignatureRequest } from "../../../domain/signatures/signature-schemas.ts";
import { SIGNATURE_METHOD, SIGNATURE_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { consents } from "../../db/schema/content.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";
import { users } from "../../db/schema/users.ts";
import { archivedFile } from "../../test/archive-fixtures.ts";
import {
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { smsTo } from "../../test/phone-fixtures.ts";
import {
  knownSigningCode,
  overwriteChatFile,
  requestSignatureOf,
  requestSignatureOk,
  signingCode,
  signWith,
} from "../../test/signature-fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { eraseClient } from "../clients/erase-client.ts";

/** Issue 45 §3: a client signs a document in the chat with a code from an SMS (ПЭП). */
let t: TestApp;
let lawyer: string;
let lawyerId: number;

const CONTRACT = "Договор оказания услуг: стороны, предмет, цена 15 000 ₽.\n";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerId = demo!.id;
});
afterAll(() => t.close());

/** A client with a chat of the demo lawyer's, and the contract the lawyer posted in it. */
async function clientWithContract(fullName = "Смирнов Иван Петрович", contract = CONTRACT) {
  const client = await registerClient(t.app, { fullName });
  const chat = await openClientChat(t.app, client.token);
  await t.db.update(chatSessions).set({ assigneeId: lawyerId }).where(eq(chatSessions.id, chat.id));
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    "",
    [{ name: "Договор.txt", bytes: contract, type: "text/plain" }],
    lawyer,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const fileId = (sent.json() as ChatMessage[]).find((message) => message.file_id)?.file_id;
  if (!fileId) throw new Error("no file sent");
  return { client, chat, fileId, phone: client.user.phone ?? "" };
}

const listOf = async (sessionId: string, token: string) => {
  const response = await t.app.inject({
    url: `/api/chat/sessions/${sessionId}/signature-requests`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SignatureRequest[];
};

const download = (url: string, token: string) =>
  t.app.inject({ url, headers: bearer(token) }).then((response) => response.rawPayload);

describe("a client signs the lawyer's contract with a code from an SMS", () => {
  it("request, code, signature, certificate in the chat and the lawyer's «Файлы», verification", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    expect(phone).toMatch(/^\+79\d{9}$/);

    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    expect(made).toMatchObject({
      file_id: fileId,
      file_name: "Договор.txt",
      document_sha256: sha256(CONTRACT),
      status: "pending",
      signed_at: null,
      signer: null,
    });
    // Asked again (a second click): the same request, not a second one.
    const again = await requestSignatureOf(t.app, lawyer, chat.id, { file_id: fileId });
    expect(again.statusCode).toBe(200);
    expect((again.json() as SignatureRequest).id).toBe(made.id);
    // The client sees it waiting, and the lawyer's words ask for it in the chat.
    expect((await listOf(chat.id, client.token)).map((row) => row.status)).toEqual(["pending"]);
    const asked = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, client.token);
    expect(asked.at(-1)?.content).toBe(T.requestMessage("Договор.txt"));

    const { challengeId, code, response } = await signingCode(
      t.app,
      t.db,
      client.token,
      made.id,
      phone,
    );
    expect(response.json()).toMatchObject({
      expires_in_s: 300,
      resend_after_s: 60,
      phone_masked: maskPhone(phone),
    });
    expect((await smsTo(t.app, phone)).at(-1)).toBe(T.sms("Договор.txt", code));

    const signed = await signWith(t.app, client.token, made.id, {
      challenge_id: challengeId,
      code,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const body = signed.json();
    expect(body).toMatchObject({
      id: made.id,
      status: "signed",
      signer: { full_name: "Смирнов Иван Петрович", phone_masked: maskPhone(phone) },
      document_sha256: sha256(CONTRACT),
    });
    expect(JSON.stringify(body)).not.toContain(phone);

    // Both sides see it signed; the certificate sits in the chat beside the document.
    const [listed] = await listOf(chat.id, lawyer);
    expect(listed).toMatchObject({
      status: "signed",
      certificate_file_id: body.certificate_file_id,
    });
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, lawyer);
    const certificate = messages.find((message) => message.file_id === body.certificate_file_id);
    expect(certificate).toMatchObject({
      sender_type: "system",
      message_type: "file",
      file_name: T.certificateFileName("Договор.txt"),
      file_type: "application/pdf",
    });
    expect(certificate?.content).toContain("Смирнов Иван Петрович");

    // «Лист подписания» names the document, its hash, the signer, the masked number, the time
    // in Moscow and UTC, the address and the method, on the site's name.
    const text = pdfText(await download(certificate?.file_url ?? "", client.token));
    for (const part of [
      "Лист подписания",
      "Договор.txt",
      sha256(CONTRACT),
      "Смирнов Иван Петрович",
      maskPhone(phone),
      "(московское время)",
      `${body.signed_at.slice(0, 10)} `,
      "(UTC)",
      "127.0.0.1",
      SIGNATURE_METHOD,
      "63-ФЗ",
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain(phone);

    // The lawyer hears of it in the bell, as of a client's message in that chat.
    const bell = await t.app.inject({ url: "/api/notifications", headers: bearer(lawyer) });
    const notices = (bell.json() as { items: { kind: string; session_id: string | null }[] }).items;
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: "client_message", session_id: chat.id }),
    );

    // The firm keeps its copy in the lawyer's «Файлы».
    const files = (await t.app.inject({ url: "/api/files", headers: bearer(lawyer) })).json();
    const names = (files as ArchiveList).files.map((file) => file.file_name);
    expect(names).toContain(T.certificateFileName("Договор.txt"));

    // The signing records the signer's agreement to the offer's terms (the consent log).
    const [consent] = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, client.user.id), eq(consents.context, "signature")));
    expect(consent).toMatchObject({ personPhone: phone, ipAddress: "127.0.0.1" });
    expect(consent?.offerVersion).toBeGreaterThan(0);

    // Anyone with the file checks it: signed, by whom in initials, never the number.
    const verified = await t.app.inject({
      url: `/api/signatures/verify?sha256=${sha256(CONTRACT).toUpperCase()}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      signed: true,
      signed_at: body.signed_at,
      signer_initials: "Смирнов И. П.",
      document_name: "Договор.txt",
    });

    // Signed once: no second code, no second signature, no new request for it.
    const secondCode = await t.app.inject({
      method: "POST",
      url: `/api/signature-requests/${made.id}/code`,
      headers: bearer(client.token),
    });
    expect(secondCode.statusCode).toBe(409);
    expect(secondCode.json()).toEqual({ detail: T.alreadySigned });
    const secondSign = await signWith(t.app, client.token, made.id, {
      challenge_id: challengeId,
      code,
    });
    expect(secondSign.statusCode).toBe(409);
    const askAgain = await requestSignatureOf(t.app, lawyer, chat.id, { file_id: fileId });
    expect(askAgain.statusCode).toBe(409);
    expect(askAgain.json()).toEqual({ detail: T.alreadySigned });
  });

  it("a contract from the lawyer's «Файлы» is posted into the chat first, then asked for", async () => {
    const { client, chat } = await clientWithContract("Иванова Анна Сергеевна");
    const own = await archivedFile(t.app, lawyer, {
      name: "Договор поручения.pdf",
      bytes: PDF_BYTES,
      type: "application/pdf",
    });
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: own.id });
    expect(made.file_id).not.toBe(own.id);
    expect(made).toMatchObject({
      file_name: "Договор поручения.pdf",
      document_sha256: sha256(PDF_BYTES),
    });
    const messages = await messagesOf(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      client.token,
    );
    const posted = messages.find((message) => message.file_id === made.file_id);
    expect(posted?.sender_type).toBe("executor");
    expect(messages.map((message) => message.content)).toContain(
      T.requestMessage("Договор поручения.pdf"),
    );
    // A made-up id, or another's: neither the chat's nor the lawyer's.
    const stranger = await registerClient(t.app);
    const strangers = await archivedFile(t.app, stranger.token);
    for (const file_id of [strangers.id, "00000000-0000-4000-8000-000000000000", "x"]) {
      const response = await requestSignatureOf(t.app, lawyer, chat.id, { file_id });
      expect(response.statusCode, file_id).toBe(404);
      expect(response.json()).toEqual({ detail: T.fileNotFound });
    }
  });

  it("asks for exactly one document", async () => {
    const { chat, fileId } = await clientWithContract();
    for (const [body, detail] of [
      [{}, T.fileRequired],
      [{ file_id: fileId, billing_document_id: fileId }, T.oneSource],
    ] as const) {
      const response = await requestSignatureOf(t.app, lawyer, chat.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
  });
});

describe("who may ask, sign and see", () => {
  it("only the chat's client signs; another client or lawyer does not find it", async () => {
    const { client, chat, fileId } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const other = await registerClient(t.app);
    const colleague = await createStaff(t);
    await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, colleague.id));
    // With two lawyers «Все юристы видят все чаты» is off: the colleague sees nothing of it.
    const calls = [
      { token: other.token, method: "POST", url: `/api/signature-requests/${made.id}/code` },
      { token: other.token, method: "POST", url: `/api/signature-requests/${made.id}/sign` },
      {
        token: other.token,
        method: "GET",
        url: `/api/chat/sessions/${chat.id}/signature-requests`,
      },
      { token: colleague.token, method: "POST", url: `/api/signature-requests/${made.id}/cancel` },
      {
        token: colleague.token,
        method: "GET",
        url: `/api/chat/sessions/${chat.id}/signature-requests`,
      },
      {
        token: colleague.token,
        method: "POST",
        url: `/api/chat/sessions/${chat.id}/signature-requests`,
        payload: { file_id: fileId },
      },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(call.token),
        payload:
          "payload" in call
            ? call.payload
            : call.url.endsWith("/sign")
              ? { challenge_id: "x", code: "123456" }
              : undefined,
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // The lawyer does not sign for the client, and the client does not ask or cancel.
    const lawyerSigns = await t.app.inject({
      method: "POST",
      url: `/api/signature-requests/${made.id}/code`,
      headers: bearer(lawyer),
    });
    expect(lawyerSigns.statusCode).toBe(403);
    const clientCancels = await t.app.inject({
      method: "POST",
      url: `/api/signature-requests/${made.id}/cancel`,
      headers: bearer(client.token),
    });
    expect(clientCancels.statusCode).toBe(403);
    expect(
      (await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, made.id)))[0]
        ?.status,
    ).toBe("pending");
  });

  it("a cancelled request takes no code and no signature", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const answer = await knownSigningCode(t.db, {
      phone,
      userId: client.user.id,
      requestId: made.id,
    });
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/signature-requests/${made.id}/cancel`,
      headers: bearer(lawyer),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    const sign = await signWith(t.app, client.token, made.id, answer);
    expect(sign.statusCode).toBe(409);
    expect(sign.json()).toEqual({ detail: T.cancelled });
    // Asked again: a new request for the same file.
    const renewed = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    expect(renewed.id).not.toBe(made.id);
  });
});

describe("the code", () => {
  it("a wrong code is refused; five wrong ones kill the challenge", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const { challengeId, code } = await signingCode(t.app, t.db, client.token, made.id, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signWith(t.app, client.token, made.id, {
        challenge_id: challengeId,
        code: wrong,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(response.json()).toEqual({ detail: PHONE_AUTH_TEXTS.wrongCode });
    }
    // The right code is no good any more: the challenge died at the fifth wrong one.
    const late = await signWith(t.app, client.token, made.id, { challenge_id: challengeId, code });
    expect(late.statusCode).toBe(400);
    const malformed = await signWith(t.app, client.token, made.id, {
      challenge_id: challengeId,
      code: "12ab",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: PHONE_AUTH_TEXTS.codeFormat });
    const [row] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, made.id));
    expect(row?.status).toBe("pending");
  });

  it("a code of another request or another account signs nothing", async () => {
    const first = await clientWithContract();
    const second = await clientWithContract();
    const a = await requestSignatureOk(t.app, lawyer, first.chat.id, { file_id: first.fileId });
    const b = await requestSignatureOk(t.app, lawyer, second.chat.id, { file_id: second.fileId });
    // A's code, used for a second request of A's… and by B for B's own.
    const answer = await knownSigningCode(t.db, {
      phone: first.phone,
      userId: first.client.user.id,
      requestId: a.id,
    });
    const other = await clientWithContract();
    await t.db
      .update(chatSessions)
      .set({ clientId: first.client.user.id })
      .where(eq(chatSessions.id, other.chat.id));
    const c = await requestSignatureOk(t.app, lawyer, other.chat.id, { file_id: other.fileId });
    expect((await signWith(t.app, first.client.token, c.id, answer)).statusCode).toBe(400);
    const answerB = await knownSigningCode(t.db, {
      phone: first.phone,
      userId: first.client.user.id,
      requestId: b.id,
    });
    expect((await signWith(t.app, second.client.token, b.id, answerB)).statusCode).toBe(400);
  });

  it("two signings at once with the right code: exactly one succeeds", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const { challengeId, code } = await signingCode(t.app, t.db, client.token, made.id, phone);
    const second = await knownSigningCode(t.db, {
      phone,
      userId: client.user.id,
      requestId: made.id,
    });
    const answers = await Promise.all([
      signWith(t.app, client.token, made.id, { challenge_id: challengeId, code }),
      signWith(t.app, client.token, made.id, { challenge_id: challengeId, code }),
      signWith(t.app, client.token, made.id, second),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 400 || status === 409)).toBe(
      true,
    );
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, lawyer);
    expect(messages.filter((message) => message.sender_type === "system")).toHaveLength(1);
  });

  it("a client without a confirmed number is told to confirm one", async () => {
    const { client, chat, fileId } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    await t.db.update(users).set({ phoneConfirmedAt: null }).where(eq(users.id, client.user.id));
    const response = await t.app.inject({
      method: "POST",
      url: `/api/signature-requests/${made.id}/code`,
      headers: bearer(client.token),
    });
    // The site's policy (PHONE_CONFIRMATION=required) stops the account first; the rule itself
    // answers where the site does not require it.
    expect([403, 409]).toContain(response.statusCode);
  });
});

describe("the document signed is the document asked for", () => {
  it("a file changed in storage after the request is refused and nothing is signed", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const { challengeId, code } = await signingCode(t.app, t.db, client.token, made.id, phone);
    await overwriteChatFile(t.app, t.db, fileId, CONTRACT.replace("15 000", "150 000"));
    const response = await signWith(t.app, client.token, made.id, {
      challenge_id: challengeId,
      code,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: T.fileChanged });
    const [row] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, made.id));
    expect(row).toMatchObject({ status: "pending", signedAt: null, certificateFileId: null });
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, lawyer);
    expect(messages.some((message) => message.sender_type === "system")).toBe(false);
  });
});

describe("GET /api/signatures/verify", () => {
  it("answers signed: false for bytes nobody signed here, 400 for what is no SHA-256", async () => {
    const unsigned = await t.app.inject({
      url: `/api/signatures/verify?sha256=${sha256("nobody signed this")}`,
    });
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json()).toEqual({ signed: false });
    // A waiting request is not a signature.
    const { chat, fileId } = await clientWithContract("Петров Пётр", "ещё не подписан\n");
    await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const pending = await t.app.inject({
      url: `/api/signatures/verify?sha256=${sha256("ещё не подписан\n")}`,
    });
    expect(pending.json()).toEqual({ signed: false });
    for (const query of ["", "?sha256=", "?sha256=abc", `?sha256=${"g".repeat(64)}`]) {
      const response = await t.app.inject({ url: `/api/signatures/verify${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ detail: T.hashFormat });
    }
  });

  it("is rate-limited per address: guessing hashes is slow", async () => {
    const ask = () =>
      t.app.inject({
        url: `/api/signatures/verify?sha256=${sha256("guess")}`,
        remoteAddress: "198.51.100.45",
      });
    const answers = [];
    for (let index = 0; index < 31; index++) answers.push((await ask()).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("erasure (152-FZ)", () => {
  it("takes the client's signature records with the account", async () => {
    const { client, chat, fileId, phone } = await clientWithContract();
    const made = await requestSignatureOk(t.app, lawyer, chat.id, { file_id: fileId });
    const answer = await knownSigningCode(t.db, {
      phone,
      userId: client.user.id,
      requestId: made.id,
    });
    expect((await signWith(t.app, client.token, made.id, answer)).statusCode).toBe(200);
    await eraseClient(chatContextOf(t.app), client.user.id, "self");
    const left = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, made.id));
    expect(left).toEqual([]);
  });
});
