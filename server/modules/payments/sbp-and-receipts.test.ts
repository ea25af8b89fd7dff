import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import type { ExecutorPaymentsPage } from "../../../domain/payments/payment-list-schemas.ts";
import type { PaymentSettings, SandboxPayment } from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { RECEIPT_TEXTS } from "../../../domain/payments/receipts.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { services } from "../../db/schema/catalogue.ts";
import { payments as paymentRows } from "../../db/schema/payments.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import {
  buildYooKassaTestApp,
  type FakeYooKassa,
  startFakeYooKassa,
} from "../../test/fake-yookassa.ts";
import { bearer, loginAsStaff } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  payableService,
  paymentOf,
  sandboxIdOf,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** СБП beside the card, and «Чеки (54-ФЗ)» (issue 31 §5). */

describe("СБП in the sandbox", () => {
  let t: TestApp;
  let service: Service;
  beforeAll(async () => {
    t = await buildTestApp();
    service = await payableService(t.app);
  });
  afterAll(() => t.close());

  it("is offered, shows a QR page that pays, and the payment says it was СБП", async () => {
    const settings = (
      await t.app.inject({ url: "/api/payments/settings" })
    ).json() as PaymentSettings;
    expect(settings.sbp).toBe(true);
    const created = await createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price, method: "sbp" },
      { ip: "10.33.0.1" },
    );
    const page = (
      await t.app.inject({ url: `/api/payments/sandbox/${sandboxIdOf(created.confirmation_url)}` })
    ).json() as SandboxPayment;
    expect(page.method).toBe("sbp");
    expect(page.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await paymentOf(t.app, created.payment_id)).method).toBe("sbp");
    await decideInSandbox(t.app, created.confirmation_url, "pay");
    expect(await paymentOf(t.app, created.payment_id)).toMatchObject({
      status: "succeeded",
      method: "sbp",
    });
    // «Платежи» says СБП, not a card (issue 44 §3).
    const listed = await t.app.inject({
      url: "/api/executor/payments",
      headers: bearer(await executorToken(t.app)),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const item = (listed.json() as ExecutorPaymentsPage).items.find(
      (payment) => payment.id === created.payment_id,
    );
    expect(item).toMatchObject({ kind: "card", method: "sbp", status: "succeeded" });
  });

  it("a card payment has no QR; an unknown method is refused; one key is one method", async () => {
    const card = await createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price },
      { ip: "10.33.0.2", key: "one-key-one-method" },
    );
    const page = (
      await t.app.inject({ url: `/api/payments/sandbox/${sandboxIdOf(card.confirmation_url)}` })
    ).json() as SandboxPayment;
    expect(page).toMatchObject({ method: "card", qr_svg: null });
    const unknown = await createPaymentRequest(
      t.app,
      { service_id: service.id, amount: service.base_price, method: "crypto" },
      { ip: "10.33.0.3" },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: PAYMENT_TEXTS.sbpMethodInvalid });
    const other = await createPaymentRequest(
      t.app,
      { service_id: service.id, amount: service.base_price, method: "sbp" },
      { ip: "10.33.0.2", key: "one-key-one-method" },
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ detail: PAYMENT_TEXTS.idempotenceKeyReused });
  });
});

describe("«Чеки (54-ФЗ)» with YooKassa", () => {
  let fake: FakeYooKassa;
  let t: TestApp;
  let service: Service;
  let admin: string;

  beforeAll(async () => {
    // A shop whose receipts are optional: off, it takes payments without one.
    fake = await startFakeYooKassa({ requireReceipt: false });
    t = await buildYooKassaTestApp(fake, {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    service = await payableService(t.app);
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const save = (body: unknown, token = admin) =>
    t.app.inject({
      method: "PUT",
      url: "/api/executor/receipt-settings",
      headers: bearer(token),
      payload: body as object,
    });
  const lastCreate = () =>
    fake.requests
      .filter((request) => request.method === "POST" && request.path === "/v3/payments")
      .at(-1)?.body as Record<string, unknown>;
  let ip = 0;
  const pay = (method: "card" | "sbp" = "card") =>
    createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price, method },
      { ip: `10.34.0.${++ip}` },
    );

  it("start on, «без НДС», no tax system: what receipts carried before", async () => {
    const read = await t.app.inject({
      url: "/api/executor/receipt-settings",
      headers: bearer(admin),
    });
    expect(read.json()).toEqual({ enabled: true, tax_system_code: null, vat_code: 1 });
    await pay();
    expect(lastCreate().receipt).toMatchObject({ items: [{ vat_code: 1 }] });
    expect(lastCreate().receipt).not.toHaveProperty("tax_system_code");
  });

  it("refuses bad settings with a Russian detail; a lawyer may not change them", async () => {
    for (const [body, detail] of [
      [{ enabled: true, tax_system_code: null, vat_code: 13 }, RECEIPT_TEXTS.vatInvalid],
      [{ enabled: true, tax_system_code: 7, vat_code: 1 }, RECEIPT_TEXTS.taxSystemInvalid],
      [{ enabled: "да", tax_system_code: null, vat_code: 1 }, RECEIPT_TEXTS.enabledInvalid],
    ] as const) {
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    const lawyer = await executorToken(t.app);
    expect(
      (await save({ enabled: false, tax_system_code: null, vat_code: 1 }, lawyer)).statusCode,
    ).toBe(403);
  });

  it("sends the tax system and VAT; a service's own VAT wins; СБП asks for the QR method", async () => {
    const saved = await save({ enabled: true, tax_system_code: 2, vat_code: 1 });
    expect(saved.statusCode).toBe(200);
    await pay("sbp");
    expect(lastCreate()).toMatchObject({
      payment_method_data: { type: "sbp" },
      receipt: { tax_system_code: 2, items: [{ vat_code: 1 }] },
    });
    await t.db.update(services).set({ vatCode: 4 }).where(eq(services.id, service.id));
    const created = await pay();
    expect(lastCreate()).not.toHaveProperty("payment_method_data");
    expect(lastCreate().receipt).toMatchObject({ items: [{ vat_code: 4 }] });
    const [row] = await t.db
      .select()
      .from(paymentRows)
      .where(eq(paymentRows.id, created.payment_id));
    expect(row?.method).toBe("card");
    await t.db.update(services).set({ vatCode: null }).where(eq(services.id, service.id));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "receipts"));
    expect(entry?.entityType).toBe("site_settings");
  });

  it("off, no receipt goes with a payment", async () => {
    expect((await save({ enabled: false, tax_system_code: 2, vat_code: 1 })).statusCode).toBe(200);
    await pay();
    expect(lastCreate()).not.toHaveProperty("receipt");
    await save({ enabled: true, tax_system_code: null, vat_code: 1 });
  });
});
