import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { ConsentEntry, ConsentPage } from "../../../domain/consents/consent-schemas.ts";
import { CONSENT_TEXTS, USER_AGENT_MAX_LENGTH } from "../../../domain/consents/consents.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { consents } from "../../db/schema/content.ts";
import { payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { createGuestChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  PAYER,
  payableService,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { confirmedPhone } from "../../test/phone-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { deleteExpiredGuestChats } from "../chat/guest-cleanup.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Test";

const register = async (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "user-agent": BROWSER },
    payload: {
      password: "secret-password",
      full_name: "Пётр Согласный",
      client_type: "individual",
      ...(await confirmedPhone(t.app)),
      ...payload,
    },
  });

const consentRows = () => t.db.select().from(consents);

/** The offer's edition now (tests before may have saved new ones). */
const currentOfferVersion = async () =>
  ((await t.app.inject({ url: "/api/site-documents" })).json() as { offer_version: number })
    .offer_version;

const saveOffer = async (token: string, content: string) => {
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/site-documents",
    headers: bearer(token),
    payload: { document_type: "offer", content },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { version: number };
};

const log = async (query: string, token = tokens.executor) => {
  const response = await t.app.inject({
    url: `/api/executor/consents${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsentPage;
};

describe("registration records the consent with the versions agreed to", () => {
  it("names offer version 1 before a new version and 2 after it", async () => {
    // First, on the database as installed: the offer and the policy are at version 1.
    const firstEmail = uniqueEmail("before");
    const first = await register({ email: firstEmail, agree_to_terms: true });
    expect(first.statusCode).toBe(200);
    await saveOffer(tokens.executor, "ПУБЛИЧНАЯ ОФЕРТА\n\nВторая редакция оферты.");
    const secondEmail = uniqueEmail("after");
    const second = await register({ email: secondEmail, agree_to_terms: true });
    expect(second.statusCode).toBe(200);

    const byEmail = async (email: string) =>
      (await consentRows()).find((row) => row.personEmail === email);
    expect(await byEmail(firstEmail)).toMatchObject({
      context: "registration",
      userId: first.json().user.id,
      personName: "Пётр Согласный",
      personPhone: null,
      offerVersion: 1,
      privacyPolicyVersion: 1,
      ipAddress: "127.0.0.1",
      userAgent: BROWSER,
      guestChatSessionId: null,
      paymentId: null,
    });
    expect(await byEmail(secondEmail)).toMatchObject({
      userId: second.json().user.id,
      offerVersion: 2,
      privacyPolicyVersion: 1,
    });
  });

  it("records the editions the form showed, and refuses a consent to an edition replaced meanwhile", async () => {
    const documents = (await t.app.inject({ url: "/api/site-documents" })).json() as {
      offer_version: number;
      privacy_policy_version: number;
    };
    const shown = {
      offer_version: documents.offer_version,
      privacy_policy_version: documents.privacy_policy_version,
    };
    const current = uniqueEmail("shown");
    expect((await register({ email: current, agree_to_terms: true, ...shown })).statusCode).toBe(
      200,
    );
    expect((await consentRows()).find((row) => row.personEmail === current)).toMatchObject({
      offerVersion: shown.offer_version,
      privacyPolicyVersion: shown.privacy_policy_version,
    });

    // An executor saves a new offer while the visitor's form still shows the old one.
    await saveOffer(tokens.executor, "ПУБЛИЧНАЯ ОФЕРТА\n\nРедакция, которую посетитель не видел.");
    const late = uniqueEmail("late");
    const before = (await consentRows()).length;
    const refused = await register({ email: late, agree_to_terms: true, ...shown });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CONSENT_TEXTS.documentsChanged });
    expect(await t.db.select().from(users).where(eq(users.email, late))).toHaveLength(0);
    expect(await consentRows()).toHaveLength(before);

    const malformed = await register({ email: late, agree_to_terms: true, offer_version: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: CONSENT_TEXTS.versionInvalid });
  });

  it.each([
    [{}, "missing"],
    [{ agree_to_terms: false }, "false"],
    [{ agree_to_terms: "true" }, "a string"],
  ])(
    "refuses a registration without the tick (%j, %s): no account, no consent",
    async (tick, _label) => {
      const email = uniqueEmail("noconsent");
      const before = (await consentRows()).length;
      const response = await register({ email, ...tick });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: AUTH_TEXTS.consentRequired });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await consentRows()).toHaveLength(before);
    },
  );

  it("writes no consent when the account cannot be made (a taken e-mail)", async () => {
    const { email } = await registerClient(t.app);
    const before = (await consentRows()).length;
    const response = await register({ email, agree_to_terms: true });
    expect(response.statusCode).toBe(409);
    expect(await consentRows()).toHaveLength(before);
  });

  it("keeps at most 500 characters of the user agent", async () => {
    const email = uniqueEmail("agent");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "user-agent": `Браузер ${"x".repeat(1000)}` },
      payload: {
        email,
        password: "secret-password",
        full_name: "Длинный Агент",
        client_type: "individual",
        agree_to_terms: true,
        ...(await confirmedPhone(t.app)),
      },
    });
    expect(response.statusCode).toBe(200);
    const row = (await consentRows()).find((item) => item.personEmail === email);
    expect(row?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });
});

describe("the guest contact form records the consent; the quick form has none", () => {
  it("links the consent to the guest chat, and it outlives the chat", async () => {
    const session = await createGuestChat(t.app, {
      guest_name: "Гостья Согласная",
      guest_phone: "+7 (901) 222-33-44",
      guest_email: "gostya@example.ru",
      consent: true,
    });
    const row = (await consentRows()).find((item) => item.guestChatSessionId === session.id);
    const current = (await t.app.inject({ url: "/api/site-documents" })).json();
    expect(row).toMatchObject({
      context: "guest_chat",
      userId: null,
      paymentId: null,
      personName: "Гостья Согласная",
      personPhone: "+79012223344",
      personEmail: "gostya@example.ru",
      offerVersion: current.offer_version,
      privacyPolicyVersion: current.privacy_policy_version,
      ipAddress: "127.0.0.1",
    });

    // A day later the chat is deleted; the proof of consent stays.
    const removed = await deleteExpiredGuestChats({
      db: t.db,
      events: t.app.events,
      storage: t.app.storage,
      now: () => new Date(Date.now() + 25 * 3_600_000),
    });
    expect(removed).toBeGreaterThan(0);
    expect(await t.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))).toEqual(
      [],
    );
    expect((await consentRows()).some((item) => item.guestChatSessionId === session.id)).toBe(true);
  });

  it.each([
    [{}, "missing"],
    [{ consent: false }, "false"],
  ])(
    "refuses the contact form without the tick (%j, %s): no chat, no consent",
    async (tick, _label) => {
      const chatsBefore = (await t.db.select().from(chatSessions)).length;
      const consentsBefore = (await consentRows()).length;
      const response = await t.app.inject({
        method: "POST",
        url: "/api/guest/chat/sessions",
        payload: { service_id: "1", guest_name: "Гость", guest_phone: "+79001234567", ...tick },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: CHAT_TEXTS.consentRequired });
      expect(await t.db.select().from(chatSessions)).toHaveLength(chatsBefore);
      expect(await consentRows()).toHaveLength(consentsBefore);
    },
  );

  it("the quick anonymous form needs no tick and records no consent", async () => {
    const before = (await consentRows()).length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/guest/chat/sessions",
      payload: {
        service_id: "consultation",
        contact_method: "phone",
        guest_phone: "+79005556677",
        question: "Как вернуть товар?",
      },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json() as ChatSession;
    expect(session.guest_name).toBe("Анонимный пользователь (телефон)");
    expect(await consentRows()).toHaveLength(before);
  });
});

describe("the card payment form records the consent", () => {
  it("links a guest's consent to the payment", async () => {
    const service = await payableService(t.app);
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
    });
    const row = (await consentRows()).find((item) => item.paymentId === created.payment_id);
    expect(row).toMatchObject({
      context: "payment",
      userId: null,
      guestChatSessionId: null,
      personName: PAYER.client_name,
      personEmail: PAYER.client_email,
      personPhone: "+79005554433", // PAYER.client_phone, stored as E.164
      offerVersion: await currentOfferVersion(),
      privacyPolicyVersion: 1,
    });
  });

  it("and to the guest chat whose payment request a guest pays", async () => {
    const session = await createGuestChat(t.app, { guest_name: "Гость Плательщик" });
    const request = await requestPaymentInChat(t.app, tokens.executor, session.id, 1500);
    const created = await createPaymentOk(t.app, {
      session_id: session.id,
      message_id: request.id,
      amount: 1500,
    });
    const row = (await consentRows()).find((item) => item.paymentId === created.payment_id);
    expect(row).toMatchObject({ context: "payment", guestChatSessionId: session.id });
    const page = await log(`?guest_chat_session_id=${session.id}`);
    expect(page.items.map((item) => item.context).sort()).toEqual(["guest_chat", "payment"]);
  });

  it("refuses a payment whose form showed an offer replaced meanwhile: no payment, no consent", async () => {
    const service = await payableService(t.app);
    const paymentsBefore = (await t.db.select().from(payments)).length;
    const consentsBefore = (await consentRows()).length;
    const response = await createPaymentRequest(t.app, {
      service_id: service.id,
      amount: service.base_price,
      offer_version: (await currentOfferVersion()) - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CONSENT_TEXTS.documentsChanged });
    expect(await t.db.select().from(payments)).toHaveLength(paymentsBefore);
    expect(await consentRows()).toHaveLength(consentsBefore);
  });

  it("and to the account of a signed-in payer", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Плательщик" });
    const service = await payableService(t.app);
    const created = await createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price },
      { token: client.token },
    );
    const row = (await consentRows()).find((item) => item.paymentId === created.payment_id);
    expect(row).toMatchObject({ context: "payment", userId: client.user.id });
  });

  it.each([
    [{ agree_to_terms: undefined }, "missing"],
    [{ agree_to_terms: false }, "false"],
  ])(
    "refuses a payment without the tick (%j, %s): no payment, no consent",
    async (tick, _label) => {
      const service = await payableService(t.app);
      const paymentsBefore = (await t.db.select().from(payments)).length;
      const consentsBefore = (await consentRows()).length;
      const response = await createPaymentRequest(t.app, {
        service_id: service.id,
        amount: service.base_price,
        ...tick,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PAYMENT_TEXTS.consentRequired });
      expect(await t.db.select().from(payments)).toHaveLength(paymentsBefore);
      expect(await consentRows()).toHaveLength(consentsBefore);
    },
  );
});

describe("GET /api/executor/consents", () => {
  it("is refused to anonymous callers and clients", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/executor/consents" }, tokens);
  });

  it("lists the log newest first for the executor and the admin", async () => {
    const total = (await consentRows()).length;
    for (const token of [tokens.executor, tokens.admin]) {
      const page = await log("", token);
      expect(page.total).toBe(total);
      expect(page.page).toBe(1);
      expect(page.page_size).toBe(20);
      const times = page.items.map((item) => item.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it("shows one client's log by user_id, with the person, the versions and the address", async () => {
    const client = await registerClient(t.app, { fullName: "Ольга Журнальная" });
    const page = await log(`?user_id=${client.user.id}`);
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        context: "registration",
        created_at: expect.any(String),
        user_id: client.user.id,
        guest_chat_session_id: null,
        payment_id: null,
        person: { name: "Ольга Журнальная", email: client.email, phone: null },
        offer_version: await currentOfferVersion(),
        privacy_policy_version: 1,
        ip_address: "127.0.0.1",
        user_agent: "lightMyRequest",
      } satisfies ConsentEntry,
    ]);
  });

  it("finds by name, e-mail or phone, case-insensitively, and % is a letter", async () => {
    const tag = `Уникальная${Date.now()}`;
    await createGuestChat(t.app, {
      guest_name: `Гость ${tag}`,
      guest_phone: "+7 (977) 123-00-99",
      guest_email: `guest-${Date.now()}@example.ru`,
    });
    expect((await log(`?q=${encodeURIComponent(tag.toUpperCase())}`)).total).toBe(1);
    expect((await log(`?q=${encodeURIComponent("977) 123-00")}`)).total).toBe(1);
    expect((await log("?q=%25")).total).toBe(0);
    const guestOnly = await log(`?q=${encodeURIComponent(tag)}&context=registration`);
    expect(guestOnly.total).toBe(0);
  });

  it("finds a guest chat's consent by the chat's id", async () => {
    const session = await createGuestChat(t.app, { guest_name: "Гость по чату" });
    const page = await log(`?guest_chat_session_id=${session.id}`);
    expect(page.items.map((item) => item.person.name)).toEqual(["Гость по чату"]);
  });

  it("pages", async () => {
    const all = await log("?page_size=100");
    const second = await log("?page=2&page_size=2");
    expect(second.items.map((item) => item.id)).toEqual(
      all.items.slice(2, 4).map((item) => item.id),
    );
    expect(second.total).toBe(all.total);
  });

  it.each([["?user_id=abc"], ["?user_id=0"], ["?user_id=-3"]])(
    "refuses %s with a Russian detail",
    async (query) => {
      const response = await t.app.inject({
        url: `/api/executor/consents${query}`,
        headers: bearer(tokens.executor),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: CONSENT_TEXTS.userIdInvalid });
    },
  );

  it("offers no way to change or delete an entry", async () => {
    const [entry] = (await log("")).items;
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/api/executor/consents", `/api/executor/consents/${entry?.id}`]) {
        const response = await t.app.inject({ method, url, headers: bearer(tokens.admin) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await log("")).items[0]).toEqual(entry);
  });
});
