import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { missingRequisites } from "../../../domain/site-settings/first-run-setup-texts.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { DEMO_SITE_SETTINGS } from "../../db/seed/demo-site-settings.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken, openClientChat, postOk } from "../../test/chat-fixtures.ts";
import { saveCard, VALID_CARD } from "../../test/corporate-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  payableService,
  paymentOf,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import {
  billingDocumentsOf,
  putBillingSettings,
  readSiteSettings,
  saveSiteSettings,
} from "../../test/site-settings-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Invoices and acts of companies (issue 31 §3). */
let t: TestApp;
let admin: string;
let lawyer: string;

/** The firm's bank: Sberbank's real БИК and correspondent account, an account that checks out. */
const FIRM_BANK = {
  bank_name: "ПАО Сбербанк",
  bik: "044525225",
  account: "40702810200000012345",
  correspondent_account: "30101810400000000225",
  vat_line: "Без НДС (УСН)",
};

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  lawyer = await executorToken(t.app);
});
afterAll(() => t.close());

const saveBank = (body: unknown, token = admin) => putBillingSettings(t.app, token, body as object);
const documentsOf = (token: string, query = "") => billingDocumentsOf(t.app, token, query);

async function company(name = "ООО «Ромашка»") {
  const client = await registerClient(t.app, {
    clientType: "corporate",
    fullName: "Директор Ромашки",
  });
  await saveCard(t.app, client.token, { ...VALID_CARD, company_name: name });
  return client;
}

describe("«Реквизиты для счетов»", () => {
  it("are checked like a company card's and kept; a lawyer may not change them", async () => {
    const cases: [unknown, string][] = [
      [{ ...FIRM_BANK, bik: "0445252" }, T.bikInvalid],
      [{ ...FIRM_BANK, account: "40702810200000012346" }, T.accountMismatch],
      [{ ...FIRM_BANK, correspondent_account: "30101810400000000226" }, T.correspondentMismatch],
      [{ ...FIRM_BANK, bank_name: null }, T.bankIncomplete],
      [{ ...FIRM_BANK, vat_line: " " }, T.vatLineInvalid],
    ];
    for (const [body, detail] of cases) {
      const response = await saveBank(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect((await saveBank(FIRM_BANK, lawyer)).statusCode).toBe(403);
    const saved = await saveBank({ ...FIRM_BANK, account: "4070 2810 2000 0001 2345" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(FIRM_BANK);
  });
});

describe("a company's invoice and act", () => {
  it("an invoice for the request, one for its payment, an act once the paid order is accepted; PDFs say it all", async () => {
    await saveBank(FIRM_BANK);
    const buyer = await company();
    const chat = await openClientChat(t.app, buyer.token, 1);
    const request = await requestPaymentInChat(t.app, lawyer, chat.id, 42000);
    const [invoice] = await documentsOf(buyer.token);
    expect(invoice).toMatchObject({
      kind: "invoice",
      amount: 42000,
      session_id: chat.id,
      service_title: chat.service_title,
    });
    expect(invoice?.number).toMatch(/^\d{4}-\d{5}$/);

    // Paid: the request's invoice stands for the payment (no second one).
    const created = await createPaymentOk(t.app, chatPaymentBody(request), {
      token: buyer.token,
      ip: "10.35.0.1",
    });
    await decideInSandbox(t.app, created.confirmation_url, "pay");
    expect((await documentsOf(buyer.token)).map((doc) => doc.kind)).toEqual(["invoice"]);

    // The order: taken, delivered, accepted — the act.
    const url = `/api/chat/sessions/${chat.id}`;
    await postOk(t.app, `${url}/start-task`, lawyer, { duration_hours: 24 });
    await postOk(t.app, `${url}/documents-ready`, lawyer);
    await postOk(t.app, `${url}/accept-order`, buyer.token);
    const documents = await documentsOf(buyer.token);
    expect(documents.map((doc) => doc.kind).sort()).toEqual(["act", "invoice"]);
    const act = documents.find((doc) => doc.kind === "act");
    expect(act?.amount).toBe(42000);

    const pdf = await t.app.inject({
      url: `/api/billing/documents/${act?.id}/pdf`,
      headers: bearer(buyer.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Акт выполненных работ № ${act?.number}`);
    expect(text).toContain("ООО «Ромашка»");
    expect(text).toContain(`ИНН ${VALID_CARD.inn}`);
    expect(text).toContain("БИК 044525225");
    // Each bank as whose it is: the firm's is the payee's, the company's the customer's.
    const bank = `ПАО Сбербанк, БИК 044525225, р/с ${VALID_CARD.account_number}`;
    expect(text).toContain(`${T.firmBankLine}: ${bank}`);
    expect(text).toContain(`${T.clientBankLine}: ${bank}`);
    expect(text.split(T.firmBankLine)).toHaveLength(2);
    expect(text).toContain(`ИНН ${DEMO_SITE_SETTINGS.inn}`);
    // The demo firm is a sole trader: its number is an ОГРНИП.
    expect(text).toContain(`ОГРНИП ${DEMO_SITE_SETTINGS.ogrn}`);
    expect(text).toContain("Сорок две тысячи рублей 00 копеек");
    expect(text).toContain("Без НДС (УСН)");
    expect(text).toContain(formatKopecks(4_200_000));

    const invoicePdf = await t.app.inject({
      url: `/api/billing/documents/${invoice?.id}/pdf`,
      headers: bearer(lawyer),
    });
    expect(pdfText(invoicePdf.rawPayload)).toContain(`Счёт на оплату № ${invoice?.number}`);
  });

  it("is the company's own: another company gets 404, staff see every company's", async () => {
    const buyer = await company("ООО «Свои»");
    const other = await company("ООО «Чужие»");
    const chat = await openClientChat(t.app, buyer.token, 1);
    await requestPaymentInChat(t.app, lawyer, chat.id, 1500);
    const [own] = await documentsOf(buyer.token);
    expect(own).toBeDefined();
    expect(await documentsOf(other.token)).toEqual([]);
    const refused = await t.app.inject({
      url: `/api/billing/documents/${own?.id}/pdf`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: T.notFound });
    const byClient = await documentsOf(lawyer, `?client_id=${buyer.user.id}`);
    expect(byClient.map((doc) => doc.id)).toEqual([own?.id]);
    const byChat = await documentsOf(lawyer, `?session_id=${chat.id}`);
    expect(byChat.map((doc) => doc.id)).toEqual([own?.id]);
  });

  it("an individual client gets no invoice", async () => {
    const person = await registerClient(t.app);
    const chat = await openClientChat(t.app, person.token, 1);
    await requestPaymentInChat(t.app, lawyer, chat.id, 1000);
    expect(await documentsOf(person.token)).toEqual([]);
  });
});

describe("no invoice or act without the firm's requisites (issue 43 §6)", () => {
  const siteSettings = () => readSiteSettings(t.app);
  const saveSite = (settings: SiteSettings) => saveSiteSettings(t.app, admin, settings);

  it("refuses a company's payment request with what to fill in, skips the rest, and issues again once filled", async () => {
    await saveBank(FIRM_BANK);
    const complete = await siteSettings();
    const lacking = { ...complete, inn: null, ogrn: null };
    const missing = missingRequisites(lacking);
    expect(missing).toEqual(["ИНН", "ОГРНИП"]);
    const buyer = await company("ООО «Без счёта»");
    const chat = await openClientChat(t.app, buyer.token, 1);
    // A request paid before the settings lost their requisites: its act is due later.
    const earlier = await requestPaymentInChat(t.app, lawyer, chat.id, 700);
    const paid = await createPaymentOk(t.app, chatPaymentBody(earlier), {
      token: buyer.token,
      ip: "10.43.6.1",
    });
    await decideInSandbox(t.app, paid.confirmation_url, "pay");
    const before = await documentsOf(buyer.token);
    await saveSite(lacking);
    try {
      // The lawyer's request: refused with the missing items, nothing written.
      const messagesBefore = await t.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, chat.id));
      const refused = await t.app.inject({
        method: "POST",
        url: `/api/chat/sessions/${chat.id}/executor-messages`,
        headers: bearer(lawyer),
        payload: { message_type: "payment_request", payment_amount: 1500 },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: T.requestRefused(missing) });
      const messagesAfter = await t.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, chat.id));
      expect(messagesAfter).toHaveLength(messagesBefore.length);

      // A person's chat is no company's: its request goes as ever, with no invoice.
      const person = await registerClient(t.app);
      const personal = await openClientChat(t.app, person.token, 1);
      await requestPaymentInChat(t.app, lawyer, personal.id, 800);

      // The order finished and accepted: no act goes out without the firm's line.
      const url = `/api/chat/sessions/${chat.id}`;
      await postOk(t.app, `${url}/start-task`, lawyer, { duration_hours: 24 });
      await postOk(t.app, `${url}/documents-ready`, lawyer);
      await postOk(t.app, `${url}/accept-order`, buyer.token);
      expect(await documentsOf(buyer.token)).toEqual(before);
    } finally {
      await saveSite(complete);
    }
    // Filled in again: the next request has its invoice, with the firm's ИНН and ОГРНИП.
    const next = await openClientChat(t.app, buyer.token, 2);
    await requestPaymentInChat(t.app, lawyer, next.id, 1500);
    const [invoice] = await documentsOf(buyer.token, `?session_id=${next.id}`);
    expect(invoice).toMatchObject({ kind: "invoice", amount: 1500 });
    const pdf = await t.app.inject({
      url: `/api/billing/documents/${invoice?.id}/pdf`,
      headers: bearer(lawyer),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`ИНН ${complete.inn}, ОГРНИП ${complete.ogrn}`);
  });

  it("a company's catalogue payment gets no invoice while they are missing", async () => {
    const complete = await siteSettings();
    const buyer = await company("ООО «Каталог»");
    await saveSite({ ...complete, legal_address: null });
    try {
      const service = await payableService(t.app);
      const created = await createPaymentOk(
        t.app,
        { service_id: service.id, amount: service.base_price },
        { token: buyer.token, ip: "10.43.6.2" },
      );
      await decideInSandbox(t.app, created.confirmation_url, "pay");
      expect((await paymentOf(t.app, created.payment_id)).status).toBe("succeeded");
      expect(await documentsOf(buyer.token)).toEqual([]);
    } finally {
      await saveSite(complete);
    }
  });
});

describe("numbering", () => {
  it("runs without gaps or repeats under 50 requests at once on two instances", async () => {
    const second = await buildTestApp({ shareDatabaseOf: t });
    try {
      const buyer = await company("ООО «Нумерация»");
      const lawyerTwo = await executorToken(second.app);
      const chats = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          openClientChat(t.app, buyer.token, (index % 3) + 1).then(async (chat) => chat),
        ),
      );
      const unique = [...new Map(chats.map((chat) => [chat.id, chat])).values()];
      // Fifty requests, spread over both instances, at once (several per chat).
      await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          const chat = unique[index % unique.length];
          const app = index % 2 === 0 ? t.app : second.app;
          const token = index % 2 === 0 ? lawyer : lawyerTwo;
          return requestPaymentInChat(app, token, chat?.id ?? "", 100 + index);
        }),
      );
      const rows = await t.db
        .select({
          year: billingDocuments.year,
          seq: billingDocuments.seq,
          kind: billingDocuments.kind,
        })
        .from(billingDocuments)
        .where(eq(billingDocuments.kind, "invoice"));
      const byYear = new Map<number, number[]>();
      for (const row of rows) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.seq]);
      for (const seqs of byYear.values()) {
        const sorted = [...seqs].sort((a, b) => a - b);
        expect(new Set(sorted).size).toBe(sorted.length);
        expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, index) => index + 1));
      }
      const mine = await documentsOf(buyer.token, "?limit=100");
      expect(mine).toHaveLength(50);
    } finally {
      await second.close();
    }
  });
});
