import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { formatKopecks } from "../../../domain/money.ts";
import type { ExecutorPaymentsPage } from "../../../domain/payments/payment-list-schemas.ts";
import type { EarningsStats } from "../../../domain/payments/payment-schemas.ts";
import type { Refund } from "../../../domain/payments/refund-schemas.ts";
import { REFUND_TEXTS as T } from "../../../domain/payments/refunds.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { paymentRefunds } from "../../db/schema/payments.ts";
import { executorToken, messagesOf, openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  decideInSandbox,
  PAYER,
  payableService,
  paymentOf,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Refunds through the sandbox and of transfers confirmed by hand (issue 31 §4). */
let t: TestApp;
let lawyer: string;
let service: Service;

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
  service = await payableService(t.app);
});
afterAll(() => t.close());

/** A catalogue payment paid on the sandbox's page, as a guest pays it. */
async function paidPayment(ip: string) {
  const created = await createPaymentOk(
    t.app,
    {
      service_id: service.id,
      amount: service.base_price,
      service_type: service.category,
      description: service.title,
    },
    { ip },
  );
  await decideInSandbox(t.app, created.confirmation_url, "pay");
  return paymentOf(t.app, created.payment_id);
}

const refund = (id: string, body: unknown, token: string | null = lawyer) =>
  t.app.inject({
    method: "POST",
    url: `/api/executor/payments/${id}/refund`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
const earnings = async () =>
  (
    await t.app.inject({ url: "/api/executor/earnings/stats", headers: bearer(lawyer) })
  ).json() as EarningsStats;
const listed = async (id: string) =>
  (
    (
      await t.app.inject({ url: "/api/executor/payments?page_size=100", headers: bearer(lawyer) })
    ).json() as ExecutorPaymentsPage
  ).items.find((item) => item.id === id);

describe("POST /api/executor/payments/{id}/refund", () => {
  it("refuses bad input with a Russian detail and refunds nothing", async () => {
    const payment = await paidPayment("10.31.0.1");
    const cases: [unknown, string][] = [
      [{ amount: 0, reason: "Ошибка" }, T.amountInvalid],
      [{ amount: -5, reason: "Ошибка" }, T.amountInvalid],
      [{ amount: 1.234, reason: "Ошибка" }, T.amountInvalid],
      [{ amount: "сто", reason: "Ошибка" }, T.amountInvalid],
      // Finer than a kopeck, rounding to none, or not an amount at all: a 400, never the
      // database's check as a 500 (issue 43 §4).
      ...[1e-9, 1e-16, 0.004, 0.005, -0, -1e-9, 1e300, "NaN", "0x10", "1e-9", null].map(
        (amount): [unknown, string] => [{ amount, reason: "Ошибка" }, T.amountInvalid],
      ),
      [{ amount: 10, reason: "  " }, T.reasonRequired],
      [{ amount: 10 }, T.reasonRequired],
      [{ amount: 10, reason: "я".repeat(501) }, T.reasonTooLong],
    ];
    for (const [body, detail] of cases) {
      const response = await refund(payment.payment_id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect((await paymentOf(t.app, payment.payment_id)).refunded_amount).toBe(0);
    const rows = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.payment_id));
    expect(rows).toEqual([]);
  });

  it("is for the firm's staff: a client 403, a visitor 401, an unknown payment 404", async () => {
    const payment = await paidPayment("10.31.0.2");
    const client = await registerClient(t.app);
    const body = { amount: 10, reason: "Проверка" };
    expect((await refund(payment.payment_id, body, client.token)).statusCode).toBe(403);
    expect((await refund(payment.payment_id, body, null)).statusCode).toBe(401);
    expect((await refund("00000000-0000-4000-8000-000000000000", body)).statusCode).toBe(404);
    expect((await refund("не-платёж", body)).statusCode).toBe(404);
    expect((await paymentOf(t.app, payment.payment_id)).refunded_amount).toBe(0);
  });

  it("gives back a part: the payment stays paid, earnings and the list are net, the payer is told", async () => {
    const before = await earnings();
    const payment = await paidPayment("10.31.0.3");
    const part = Math.round(service.base_price * 0.3 * 100) / 100;
    const response = await refund(payment.payment_id, {
      amount: part,
      reason: "Часть работы не понадобилась",
    });
    expect(response.statusCode).toBe(201);
    const made = response.json() as Refund;
    expect(made).toMatchObject({
      payment_id: payment.payment_id,
      amount: part,
      status: "succeeded",
      reason: "Часть работы не понадобилась",
      refunded_amount: part,
    });
    const after = await paymentOf(t.app, payment.payment_id);
    expect(after).toMatchObject({ status: "succeeded", refunded_amount: part });
    expect(await listed(payment.payment_id)).toMatchObject({
      refunded_amount: part,
      refund_pending: false,
      provider: "sandbox",
    });
    const now = await earnings();
    const added = Math.round((now.today.amount - before.today.amount) * 100) / 100;
    expect(added).toBe(Math.round((service.base_price - part) * 100) / 100);
    expect(now.today.count).toBe(before.today.count + 1);

    // The chat the payment opened says so; the payer has a mail; the audit log has it.
    const chatId = (await listed(payment.payment_id))?.chat_session_id;
    expect(chatId).toBeTruthy();
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chatId}/messages`, lawyer);
    expect(messages.at(-1)?.content).toBe(
      SYSTEM_MESSAGES.paymentPartlyRefunded(formatKopecks(Math.round(part * 100))),
    );
    const chat = (
      await t.app.inject({ url: `/api/chat/sessions/${chatId}`, headers: bearer(lawyer) })
    ).json() as ChatSession;
    expect(chat).toMatchObject({ payment_status: "paid", refunded_amount: part });
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, PAYER.client_email));
    expect(mail.some((item) => item.textBody.includes("Часть работы не понадобилась"))).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "payment"), eq(auditLog.entityId, payment.payment_id)));
    expect(entry?.action).toBe("refund");
  });

  it("never gives back more than was paid, also under parallel requests", async () => {
    const payment = await paidPayment("10.31.0.4");
    const total = Math.round(service.base_price * 100);
    const fifth = Math.floor(total / 5) / 100;
    // Seven requests of a fifth each at once: five pass, two are refused, nothing is over-refunded.
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        refund(payment.payment_id, { amount: fifth, reason: `Возврат ${index + 1}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const left = total - Math.round(fifth * 100) * 5;
    // Past the amount; or, once the fifth part made it whole, no longer a paid payment.
    const detail = (refused?.json() as { detail: string } | undefined)?.detail;
    expect([T.tooMuch(left), T.notPaid]).toContain(detail);
    const rows = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.payment_id));
    expect(rows.reduce((sum, row) => sum + row.amountKopecks, 0)).toBeLessThanOrEqual(total);

    if (left > 0) {
      const over = await refund(payment.payment_id, { amount: (left + 1) / 100, reason: "Лишнее" });
      expect(over.statusCode).toBe(409);
      const last = await refund(payment.payment_id, { amount: left / 100, reason: "Остаток" });
      expect(last.statusCode).toBe(201);
    }
    const whole = await paymentOf(t.app, payment.payment_id);
    expect(whole).toMatchObject({ status: "refunded", refunded_amount: service.base_price });
    const again = await refund(payment.payment_id, { amount: 1, reason: "Ещё" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: T.notPaid });
    // A payment refunded in full is no earnings and leaves the list's «paid» filter.
    expect((await listed(payment.payment_id))?.status).toBe("refunded");
  });

  it("refuses a payment not paid", async () => {
    const created = await createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price, service_type: service.category },
      { ip: "10.31.0.5" },
    );
    const response = await refund(created.payment_id, { amount: 1, reason: "Ошибка" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: T.notPaid });
  });

  it("records the return of a transfer confirmed by hand, with no provider to ask", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, service.id);
    await requestPaymentInChat(t.app, lawyer, chat.id, 2000);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/mark-paid`,
      headers: bearer(lawyer),
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    const page = (
      await t.app.inject({ url: "/api/executor/payments?kind=manual", headers: bearer(lawyer) })
    ).json() as ExecutorPaymentsPage;
    const manual = page.items.find((item) => item.chat_session_id === chat.id);
    expect(manual?.provider).toBe("manual");
    const response = await refund(manual?.id ?? "", { amount: 2000, reason: "Отказ от услуги" });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Refund).status).toBe("succeeded");
    const after = (
      await t.app.inject({ url: `/api/chat/sessions/${chat.id}`, headers: bearer(client.token) })
    ).json() as ChatSession;
    expect(after).toMatchObject({ payment_status: "refunded", refunded_amount: 2000 });
  });
});
