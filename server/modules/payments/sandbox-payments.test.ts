import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { PAYMENT_REFUSALS } from "../../../domain/payments/payment-refusals.ts";
import type { SandboxPayment } from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { payments, sandboxPayments } from "../../db/schema/payments.ts";
import { registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  PAYER,
  payableService,
  paymentOf,
  sandboxIdOf,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let service: Service;

beforeAll(async () => {
  t = await buildTestApp();
  service = await payableService(t.app);
});
afterAll(() => t.close());

const decide = (sandboxId: string, action: "pay" | "cancel") =>
  decideInSandbox(t.app, sandboxId, action);
const paymentCount = async () => (await t.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

describe("a guest pays for a catalogue service through the sandbox", () => {
  it("creates a pending payment, pays on the sandbox page and the payment reads succeeded", async () => {
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
      service_type: service.category,
      description: service.title,
    });
    expect(created.confirmation_url).toMatch(/^\/payment\/sandbox\/[0-9a-f-]{36}$/);
    const before = await paymentOf(t.app, created.payment_id);
    expect(before).toMatchObject({
      status: "pending",
      amount: service.base_price,
      currency: "RUB",
      description: service.title,
      service_type: service.category,
      service_id: service.id,
      provider: "sandbox",
      paid_at: null,
    });
    // The public answer carries no payer's data.
    expect(JSON.stringify(before)).not.toContain(PAYER.client_email);

    const sandboxId = sandboxIdOf(created.confirmation_url);
    const page = (
      await t.app.inject({ url: `/api/payments/sandbox/${sandboxId}` })
    ).json() as SandboxPayment;
    expect(page).toMatchObject({
      amount: service.base_price,
      status: "pending",
      description: service.title,
    });
    expect(page.return_url).toBe(
      `http://localhost:3000/payment/result?payment_id=${created.payment_id}`,
    );

    const decision = await decide(sandboxId, "pay");
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toEqual({ return_url: page.return_url });
    const after = await paymentOf(t.app, created.payment_id);
    expect(after.status).toBe("succeeded");
    expect(after.paid_at).not.toBeNull();

    const again = await decide(sandboxId, "cancel");
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PAYMENT_TEXTS.sandboxAlreadyFinished);
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("succeeded");
  });

  it("a canceled sandbox payment reads canceled and can never become paid", async () => {
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
    });
    const sandboxId = sandboxIdOf(created.confirmation_url);
    expect((await decide(sandboxId, "cancel")).statusCode).toBe(200);
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("canceled");
    expect((await decide(sandboxId, "pay")).statusCode).toBe(409);
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("canceled");
  });

  it("an unpaid sandbox checkout expires after an hour, as a provider's does", async () => {
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
    });
    const sandboxId = sandboxIdOf(created.confirmation_url);
    await t.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sandboxPayments.id, sandboxId));
    const page = (await t.app.inject({ url: `/api/payments/sandbox/${sandboxId}` })).json();
    expect(page.status).toBe("canceled");
    expect((await decide(sandboxId, "pay")).statusCode).toBe(409);
    expect((await paymentOf(t.app, created.payment_id)).status).toBe("canceled");
  });

  it("a business tariff's amount comes from the tariff table", async () => {
    const created = await createPaymentOk(t.app, { plan_type: "gold", amount: 130000 });
    const payment = await paymentOf(t.app, created.payment_id);
    expect(payment).toMatchObject({
      amount: 130000,
      plan_type: "gold",
      service_type: "business_tariff",
    });
    expect(payment.description).toContain("Gold");
  });
});

describe("the browser cannot choose the amount", () => {
  it("refuses an amount that differs from the service's price and creates nothing", async () => {
    const before = await paymentCount();
    for (const amount of [service.base_price - 1, service.base_price + 0.01, 1]) {
      const response = await createPaymentRequest(t.app, { service_id: service.id, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain("Стоимость изменилась");
    }
    const tariff = await createPaymentRequest(t.app, { plan_type: "platinum", amount: 1000 });
    expect(tariff.statusCode).toBe(400);
    expect(await paymentCount()).toBe(before);
  });

  it("answers the spec's validation texts", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { service_id: service.id, amount: service.base_price, client_name: "" },
        PAYMENT_TEXTS.nameAndEmailRequired,
      ],
      [
        { service_id: service.id, amount: service.base_price, client_email: "" },
        PAYMENT_TEXTS.nameAndEmailRequired,
      ],
      [
        { service_id: service.id, amount: service.base_price, client_email: "not-an-email" },
        PAYMENT_TEXTS.emailInvalid,
      ],
      [
        { service_id: service.id, amount: service.base_price, client_phone: "12" },
        PAYMENT_TEXTS.phoneInvalid,
      ],
      [
        { service_id: service.id, amount: service.base_price, currency: "USD" },
        PAYMENT_TEXTS.currencyUnsupported,
      ],
      [{ service_id: service.id, amount: 0 }, PAYMENT_TEXTS.amountInvalid],
      // Finer than a kopeck, or not an amount: never rounded into the price (issue 43 §4).
      [
        { service_id: service.id, amount: service.base_price + 1e-9 },
        PAYMENT_REFUSALS.amountDecimals,
      ],
      [
        { service_id: service.id, amount: service.base_price + 0.004 },
        PAYMENT_REFUSALS.amountDecimals,
      ],
      [{ service_id: service.id, amount: -0 }, PAYMENT_TEXTS.amountInvalid],
      [{ service_id: service.id, amount: "0x10" }, PAYMENT_TEXTS.amountInvalid],
      [{ service_id: service.id, amount: 1e300 }, PAYMENT_TEXTS.amountTooLarge],
      [{ amount: 1000 }, PAYMENT_TEXTS.targetMissing],
      [{ service_id: service.id, plan_type: "gold", amount: 1000 }, PAYMENT_TEXTS.targetMissing],
      [{ service_id: 999999, amount: 1000 }, CHAT_TEXTS.serviceNotFound],
    ];
    const before = await paymentCount();
    for (const [body, detail] of cases) {
      const response = await createPaymentRequest(t.app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail, JSON.stringify(body)).toBe(detail);
    }
    expect(await paymentCount()).toBe(before);
  });
});

describe("creation is idempotent per Idempotence-Key", () => {
  it("a repeated request with one key answers the same payment; another key makes another", async () => {
    const body = { service_id: service.id, amount: service.base_price };
    const first = await createPaymentOk(t.app, body, { key: "form-0001" });
    const repeat = await createPaymentOk(t.app, body, { key: "form-0001" });
    expect(repeat).toEqual(first);
    const [a, b] = await Promise.all([
      createPaymentRequest(t.app, body, { key: "form-0002" }),
      createPaymentRequest(t.app, body, { key: "form-0002" }),
    ]);
    const answers = [a, b].filter((response) => response.statusCode === 200);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(answers.map((response) => response.json().payment_id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.clientKey, "form-0002"));
    expect(rows).toHaveLength(1);
    const other = await createPaymentOk(t.app, body, { key: "form-0003" });
    expect(other.payment_id).not.toBe(first.payment_id);
    const bad = await createPaymentRequest(t.app, body, { key: "a b c" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(PAYMENT_TEXTS.idempotenceKeyInvalid);
    // One key, one purchase: the key of a pending service payment cannot buy a tariff.
    const before = await paymentCount();
    const reused = await createPaymentRequest(
      t.app,
      { plan_type: "silver", amount: 60000 },
      { key: "form-0001" },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(PAYMENT_TEXTS.idempotenceKeyReused);
    expect(await paymentCount()).toBe(before);
  });
});

describe("an Idempotence-Key belongs to its payer", () => {
  it("another payer's reused key makes their own payment, never answers the first one's", async () => {
    const body = { service_id: service.id, amount: service.base_price };
    const first = await createPaymentOk(t.app, body, { key: "shared-key-1", ip: "10.1.0.1" });
    const stranger = await createPaymentOk(
      t.app,
      { ...body, client_name: "Чужой Гость", client_email: "stranger@example.ru" },
      { key: "shared-key-1", ip: "10.1.0.1" },
    );
    expect(stranger.payment_id).not.toBe(first.payment_id);
    expect(stranger.confirmation_url).not.toBe(first.confirmation_url);
    // A client's key is theirs too, whatever e-mail the form carries.
    const client = await registerClient(t.app);
    const own = await createPaymentOk(t.app, body, {
      key: "shared-key-1",
      token: client.token,
      ip: "10.1.0.1",
    });
    expect([first.payment_id, stranger.payment_id]).not.toContain(own.payment_id);
    // The payer themselves still gets their own payment back on a retry.
    expect(await createPaymentOk(t.app, body, { key: "shared-key-1", ip: "10.1.0.1" })).toEqual(
      first,
    );
    expect(
      await createPaymentOk(t.app, body, {
        key: "shared-key-1",
        token: client.token,
        ip: "10.1.0.1",
      }),
    ).toEqual(own);
  });
});

describe("the return address stays on our site", () => {
  it("never comes from the request's Host header", async () => {
    for (const headers of [{ host: "evil.example" }, { "x-forwarded-host": "evil.example" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/payments/create",
        headers,
        remoteAddress: "10.1.0.2",
        payload: {
          ...PAYER,
          service_id: service.id,
          amount: service.base_price,
          agree_to_terms: true,
          return_url: "/payment/result",
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json() as { payment_id: string; confirmation_url: string };
      const page = (
        await t.app.inject({
          url: `/api/payments/sandbox/${sandboxIdOf(created.confirmation_url)}`,
        })
      ).json() as SandboxPayment;
      expect(page.return_url).toBe(
        `http://localhost:3000/payment/result?payment_id=${created.payment_id}`,
      );
    }
  });

  it("replaces a foreign return_url with /payment/result and always names the payment", async () => {
    const created = await createPaymentOk(t.app, {
      service_id: service.id,
      amount: service.base_price,
      return_url: "https://evil.example/steal",
    });
    const sandboxId = sandboxIdOf(created.confirmation_url);
    const page = (
      await t.app.inject({ url: `/api/payments/sandbox/${sandboxId}` })
    ).json() as SandboxPayment;
    expect(page.return_url).toBe(
      `http://localhost:3000/payment/result?payment_id=${created.payment_id}`,
    );
  });

  it("an unknown payment or sandbox id answers 404 with a Russian detail", async () => {
    const missing = await t.app.inject({
      url: "/api/payments/00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(PAYMENT_TEXTS.paymentNotFound);
    const probe = await t.app.inject({ url: "/api/payments/1%20or%201=1" });
    expect(probe.statusCode).toBe(404);
    const sandbox = await t.app.inject({ url: "/api/payments/sandbox/not-a-uuid" });
    expect(sandbox.statusCode).toBe(404);
  });
});

describe("settings", () => {
  it("say the sandbox is a test mode and there are no transfer details by default", async () => {
    const response = await t.app.inject({ url: "/api/payments/settings" });
    expect(response.json()).toEqual({
      provider: "sandbox",
      test_mode: true,
      sbp: true,
      manual: null,
    });
  });
});
