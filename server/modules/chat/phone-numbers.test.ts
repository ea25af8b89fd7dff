import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { PHONE_TEXTS } from "../../../domain/contacts/phone.ts";
import { payments } from "../../db/schema/payments.ts";
import { createGuestChat } from "../../test/chat-fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  payableService,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let service: Service;
beforeAll(async () => {
  t = await buildTestApp();
  service = await payableService(t.app);
});
afterAll(() => t.close());

const TYPED = ["8 900 123 45 67", "+7 (900) 123-45-67", "79001234567", "9001234567"];

describe("phones are accepted as typed and stored as E.164", () => {
  it.each(TYPED)("a guest chat's phone «%s» is kept as +79001234567", async (typed) => {
    const session = await createGuestChat(t.app, { guest_phone: typed });
    const fetched = await t.app.inject({ url: `/api/guest/chat/sessions/${session.id}` });
    expect((fetched.json() as ChatSession).guest_phone).toBe("+79001234567");
  });

  it("the quick form's phone is stored as E.164 too", async () => {
    const session = await createGuestChat(t.app, {
      service_id: "consultation",
      guest_name: "",
      contact_method: "phone",
      guest_phone: "8 (916) 000-11-22",
      question: "Вопрос",
    });
    expect(session.guest_phone).toBe("+79160001122");
  });

  it.each([
    ["+1 (212) 555-01-23", "+12125550123"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+380 44 123 4567", "+380441234567"],
  ])("another country's number «%s» is kept as %s (issue 28 §2)", async (typed, e164) => {
    const session = await createGuestChat(t.app, { guest_phone: typed });
    const fetched = await t.app.inject({ url: `/api/guest/chat/sessions/${session.id}` });
    expect((fetched.json() as ChatSession).guest_phone).toBe(e164);
  });

  it.each(["12-34", "+1 212 555", "+999 123 456 789", "8900abc1234", "+7 (900) 123-45-678"])(
    "a guest chat refuses «%s» with the spec's Russian detail",
    async (typed) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/guest/chat/sessions",
        payload: { service_id: "1", guest_name: "Гость", guest_phone: typed, consent: true },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PHONE_TEXTS.invalid });
    },
  );

  it("a card payment keeps the payer's phone as E.164 and refuses a wrong one", async () => {
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
      client_phone: "8-900-555-44-33",
    });
    const [row] = await t.db
      .select({ phone: payments.payerPhone })
      .from(payments)
      .where(eq(payments.id, created.payment_id));
    expect(row?.phone).toBe("+79005554433");

    const refused = await createPaymentRequest(t.app, {
      service_id: service.id,
      amount: service.base_price,
      client_phone: "+44 20 7946",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: PHONE_TEXTS.invalid });
  });
});
