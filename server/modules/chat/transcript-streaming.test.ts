import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { executorToken, openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * A long chat streams: 5,000 messages of 300 characters each (3 MB as strings in memory, more as
 * rows) come out as a PDF while the server holds one page of them. Checked from the outside,
 * without timing the heap (a collection's timing makes that flaky): the client reads the first
 * bytes and stops for as long as a whole download takes; meanwhile the last message changes,
 * and the PDF must show the change. A server that read the messages at once, rendered the PDF
 * whole, or kept writing while nobody read would already be past the last message.
 */
const MESSAGES = 5_000;
const WORDS = "Текст длинной переписки о деле ".repeat(10);
const EDITED = "Последнее сообщение, исправленное во время скачивания";

let t: TestApp;
let executor: string;
let chat: ChatSession;
beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
  const client = await registerClient(t.app);
  chat = await openClientChat(t.app, client.token, 1);
  await t.db.execute(sql`
    insert into chat_messages (session_id, sender_type, content, created_at)
    select ${chat.id}, case when n % 2 = 0 then 'client' else 'executor' end,
      'Сообщение №' || n || '. ' || ${WORDS}, now() - make_interval(mins => ${MESSAGES} - n)
    from generate_series(1, ${MESSAGES}) as n`);
});
afterAll(() => t.close());

describe("a transcript of 5,000 messages", () => {
  it("is read page by page, only as fast as the client takes it", async () => {
    const url = `/api/chat/sessions/${chat.id}/transcript.pdf`;
    const startedAt = Date.now();
    expect((await t.app.inject({ url, headers: bearer(executor) })).statusCode).toBe(200);
    const downloadMs = Date.now() - startedAt;

    const response = await t.app.inject({ url, headers: bearer(executor), payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    const reader = response.stream()[Symbol.asyncIterator]();
    const chunks: Buffer[] = [(await reader.next()).value as Buffer];
    await new Promise((resolve) => setTimeout(resolve, downloadMs + 500));
    await t.db
      .update(chatMessages)
      .set({ content: EDITED })
      .where(
        and(
          eq(chatMessages.sessionId, chat.id),
          eq(chatMessages.content, `Сообщение №${MESSAGES}. ${WORDS}`),
        ),
      );
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      chunks.push(next.value as Buffer);
    }

    const text = pdfText(Buffer.concat(chunks));
    expect(text).toContain("Сообщение №1. Текст длинной переписки");
    expect(text).toContain(`Сообщение №${MESSAGES - 1}. Текст длинной переписки`);
    expect(text).toContain(EDITED);
    expect(text).not.toContain(`Сообщение №${MESSAGES}.`);
  }, 180_000);
});
