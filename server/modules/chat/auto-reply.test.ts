import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import {
  autoReplyText,
  everyDay,
  type OfficeHours,
} from "../../../domain/office-hours/office-hours.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { createGuestChat, openClientChat, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * The out-of-hours answer (issue 30 §3): the suite runs at any hour, so the firm here is closed
 * today and tomorrow (two holidays) whatever the clock says, and works 9:00–18:00 otherwise.
 */
let t: TestApp;
let admin: string;
/** Today's Moscow date, or `offsetDays` later. */
const moscowDate = (offsetDays: number) => addDays(moscowDayKey(new Date()), offsetDays);

const CLOSED_NOW: OfficeHours = {
  week: everyDay([{ from: "09:00", to: "18:00" }]),
  holidays: [moscowDate(0), moscowDate(1)],
  auto_reply: "Сейчас мы отдыхаем.",
};

async function setHours(hours: OfficeHours) {
  const current = (await t.app.inject({ url: "/api/site-settings" })).json() as SiteSettings;
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/site-settings",
    headers: bearer(admin),
    payload: { ...current, office_hours: hours },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  await setHours(CLOSED_NOW);
});
afterAll(() => t.close());

const autoReplies = (messages: ChatMessage[]) =>
  messages.filter((message) => message.message_type === "auto_reply");

describe("the out-of-hours answer", () => {
  it("answers a client's first message of the off period once, with the next opening", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const url = `/api/chat/sessions/${chat.id}/messages`;
    const first = (await sendMessage(t.app, url, "Добрый вечер", [], client.token)).json();
    const [reply] = autoReplies(first);
    expect(reply).toMatchObject({ sender_type: "system", message_type: "auto_reply" });
    // «Сейчас мы отдыхаем. Ответим в <день> с 9:00.» — after the two holidays.
    expect(reply!.content).toBe(autoReplyText(CLOSED_NOW, new Date()));
    expect(reply!.content).toMatch(/^Сейчас мы отдыхаем\. Ответим .+ с 9:00\.$/);

    const second = (await sendMessage(t.app, url, "Вы здесь?", [], client.token)).json();
    expect(autoReplies(second)).toEqual([]);
    const all = (await t.app.inject({ url, headers: bearer(client.token) })).json();
    expect(autoReplies(all)).toHaveLength(1);
    // The lawyer's own message never triggers one.
    const lawyer = (await sendMessage(t.app, url, "Здравствуйте", [], admin)).json();
    expect(autoReplies(lawyer)).toEqual([]);

    // An answer from an earlier off period does not count for this one.
    await t.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(and(eq(chatMessages.sessionId, chat.id), eq(chatMessages.messageType, "auto_reply")));
    const later = (await sendMessage(t.app, url, "Снова я", [], client.token)).json();
    expect(autoReplies(later)).toHaveLength(1);
  });

  it("messages sent at once in a closed chat: all saved, one answer (no deadlock)", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const url = `/api/chat/sessions/${chat.id}/messages`;
    // On PostgreSQL each send's message took a key lock on the chat before its out-of-hours check
    // locked the chat for update: two at once waited for each other and one answered 500.
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const pair = await Promise.all(
        [1, 2].map((n) => sendMessage(t.app, url, `Сообщение ${round}.${n}`, [], client.token)),
      );
      statuses.push(...pair.map((sent) => sent.statusCode));
    }
    expect(new Set(statuses)).toEqual(new Set([201]));
    const all = (
      await t.app.inject({ url, headers: bearer(client.token) })
    ).json() as ChatMessage[];
    expect(all.filter((message) => message.message_type === "text")).toHaveLength(20);
    expect(autoReplies(all)).toHaveLength(1);
  });

  it("answers a guest's question from the quick form", async () => {
    const guest = await createGuestChat(t.app, {
      service_id: "consultation",
      guest_name: "",
      guest_phone: "",
      contact_method: "email",
      guest_email: "night@example.ru",
      question: "Можно ли вернуть товар?",
    });
    const messages = (
      await t.app.inject({ url: `/api/guest/chat/sessions/${guest.id}/messages` })
    ).json() as ChatMessage[];
    expect(messages.map((m) => m.message_type)).toEqual(["text", "auto_reply"]);
  });

  it("says nothing while the firm is at work", async () => {
    await setHours({
      ...CLOSED_NOW,
      holidays: [],
      week: everyDay([{ from: "00:00", to: "24:00" }]),
    });
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Днём",
      [],
      client.token,
    );
    expect(autoReplies(sent.json())).toEqual([]);
    await setHours(CLOSED_NOW);
  });
});
