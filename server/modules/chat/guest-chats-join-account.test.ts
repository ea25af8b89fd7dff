import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { payments } from "../../db/schema/payments.ts";
import { createGuestChat } from "../../test/chat-fixtures.ts";
import { bearer, loginAs, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  decideInSandbox,
  payableService,
  sandboxIdOf,
} from "../../test/payment-fixtures.ts";
import { phoneToken } from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let service: Service;
let serviceId: number;

beforeAll(async () => {
  t = await buildTestApp();
  service = await payableService(t.app);
  serviceId = service.id;
});
afterAll(() => t.close());

const guestChat = (email: string | null, phone = "+7 (900) 123-45-67") =>
  createGuestChat(t.app, {
    service_id: String(serviceId),
    guest_phone: phone,
    ...(email ? { guest_email: email } : {}),
  });

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });

const joinHeld = (token: string, ids: string[]) =>
  post("/api/guest/chat/join-held", token, { session_ids: ids });

async function chatIdsOf(token: string): Promise<string[]> {
  const body = (await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) })).json() as
    | ChatSession[]
    | { items: ChatSession[] };
  return (Array.isArray(body) ? body : body.items).map((session) => session.id);
}

const rowOf = async (id: string) =>
  (await t.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0];

/** The token of the latest «перенесите гостевые чаты» mail to `email`, or null. */
async function claimTokenMailedTo(email: string): Promise<string | null> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const links = mails
    .map((mail) => /\/dashboard#claim_guest_chats=([A-Za-z0-9_-]{43})/.exec(mail.textBody ?? ""))
    .filter((match) => match !== null);
  return links.at(-1)?.[1] ?? null;
}

describe("a guest's chats held by this browser join the account of the same person", () => {
  it("a paid chat joins the account registered from the header with the same e-mail", async () => {
    const email = uniqueEmail("guest-header");
    const chat = await guestChat(email);
    const created = await createPaymentOk(t.app, {
      service_id: serviceId,
      amount: service.base_price,
      service_type: service.category,
      chat_session_id: chat.id,
    });
    await decideInSandbox(t.app, sandboxIdOf(created.confirmation_url), "pay");
    const client = await registerClient(t.app, { email });
    expect(await chatIdsOf(client.token)).not.toContain(chat.id);

    const joined = await joinHeld(client.token, [chat.id]);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ moved: [chat.id] });
    expect(await chatIdsOf(client.token)).toContain(chat.id);
    expect(await rowOf(chat.id)).toMatchObject({ isGuest: false, expiresAt: null });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, created.payment_id));
    expect(payment?.payerUserId).toBe(client.user.id);
    // The guest path no longer opens it.
    const asGuest = await t.app.inject({ url: `/api/guest/chat/sessions/${chat.id}` });
    expect(asGuest.statusCode).toBe(404);
  });

  it("joins on sign-in too, by the e-mail in any case, or by the phone the account gave", async () => {
    const client = await registerClient(t.app);
    const byEmail = await guestChat(client.email.toUpperCase());
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: uniqueEmail("with-phone"),
        password: "a-long-secret-password",
        full_name: "Гость С Телефоном",
        client_type: "individual",
        agree_to_terms: true,
        phone: "8 (901) 555-44-33",
        phone_token: await phoneToken(t.app, "+79015554433"),
      },
    });
    expect(register.statusCode, register.body).toBe(200);
    const withPhone = register.json() as { access_token: string; user: { phone: string } };
    expect(withPhone.user.phone).toBe("+79015554433");
    const byPhone = await guestChat(null, "+7 901 555 44 33");

    const token = await loginAs(t.app, client.email, client.password, "individual");
    expect((await joinHeld(token, [byEmail.id, byPhone.id])).json()).toEqual({
      moved: [byEmail.id],
    });
    expect((await joinHeld(withPhone.access_token, [byPhone.id])).json()).toEqual({
      moved: [byPhone.id],
    });
  });

  it("a held chat with another person's contact stays theirs (a shared computer)", async () => {
    const someoneElse = await guestChat(uniqueEmail("earlier-guest"), "+7 (902) 000-11-22");
    const client = await registerClient(t.app);
    expect((await joinHeld(client.token, [someoneElse.id])).json()).toEqual({ moved: [] });
    expect(await rowOf(someoneElse.id)).toMatchObject({ isGuest: true, clientId: null });
  });

  it("refuses a guest, a lawyer and a malformed list, and ignores ids that are no guest chat", async () => {
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/guest/chat/join-held",
          payload: { session_ids: [] },
        })
      ).statusCode,
    ).toBe(401);
    const client = await registerClient(t.app);
    const tooMany = Array.from({ length: 21 }, () => crypto.randomUUID());
    const refused = await joinHeld(client.token, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBeTruthy();
    expect((await joinHeld(client.token, ["not-an-id", crypto.randomUUID()])).json()).toEqual({
      moved: [],
    });
  });
});

describe("«Перенести в мой кабинет»: a signed-in client moves a guest chat they hold", () => {
  it("moves it whatever contact it gave, once", async () => {
    const chat = await guestChat(null, "+7 (903) 111-22-33");
    const client = await registerClient(t.app);
    const url = `/api/guest/chat/sessions/${chat.id}/move-to-account`;
    const moved = await post(url, client.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: [chat.id] });
    expect(await chatIdsOf(client.token)).toContain(chat.id);
    // Now a client's chat: not a guest chat any more, for anyone.
    const other = await registerClient(t.app);
    expect((await post(url, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
  });
});

describe("chats opened elsewhere join only through the link mailed to the account's address", () => {
  it("typing someone's e-mail at registration takes nothing: the mail goes to that address", async () => {
    const victim = uniqueEmail("victim");
    const chat = await guestChat(victim);
    // Someone registers with the guest's address (nothing proves it) and asks for their chats.
    const impostor = await registerClient(t.app, { email: victim });
    expect((await joinHeld(impostor.token, [])).json()).toEqual({ moved: [] });
    expect(await rowOf(chat.id)).toMatchObject({ isGuest: true });
    const token = await claimTokenMailedTo(victim);
    expect(token).not.toBeNull();
    // The mailbox's owner opening the link without that account's session moves nothing.
    const stranger = await registerClient(t.app);
    const refused = await post("/api/guest/chat/claim", stranger.token, { token });
    expect(refused.statusCode).toBe(400);
    expect(await rowOf(chat.id)).toMatchObject({ isGuest: true });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/guest/chat/claim", payload: { token } }))
        .statusCode,
    ).toBe(401);
  });

  it("the account that opens its own mailed link gets every live guest chat with its e-mail", async () => {
    const email = uniqueEmail("two-devices");
    const first = await guestChat(email);
    const second = await guestChat(email.toUpperCase());
    const client = await registerClient(t.app, { email });
    await joinHeld(client.token, []);
    // A second sign-in while the link still works sends no second mail.
    await joinHeld(client.token, []);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.category, "security")));
    expect(mails).toHaveLength(1);
    const token = await claimTokenMailedTo(email);

    const claimed = await post("/api/guest/chat/claim", client.token, { token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ moved: 2 });
    expect(await chatIdsOf(client.token)).toEqual(expect.arrayContaining([first.id, second.id]));
    // Once only.
    expect((await post("/api/guest/chat/claim", client.token, { token })).statusCode).toBe(400);
    expect(
      (await post("/api/guest/chat/claim", client.token, { token: "x".repeat(43) })).statusCode,
    ).toBe(400);
  });

  it("sends nothing when no guest chat gave the address", async () => {
    const client = await registerClient(t.app);
    await joinHeld(client.token, []);
    expect(await claimTokenMailedTo(client.email)).toBeNull();
  });
});
