import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { FIRM_READINESS_TEXTS as R } from "../../../domain/billing/firm-readiness.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as S } from "../../../domain/site-settings/site-settings-texts.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken, openClientChat, postOk } from "../../test/chat-fixtures.ts";
import { SOLE_TRADER_CARD, saveCard, VALID_CARD } from "../../test/corporate-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import {
  billingDocumentsOf,
  putBillingSettings,
  putSiteSettings,
  readSiteSettings,
  saveSiteSettings,
} from "../../test/site-settings-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 44 §2: papers a company's accountant accepts — the invoice in the bank's layout for a
 * payment order, the act signed by both sides, the service sold on the line, and none of them
 * while the firm's requisites for them are incomplete.
 */
let t: TestApp;
let admin: string;
let lawyer: string;
let demo: SiteSettings;

/** An organisation as the firm: Sberbank's real ИНН, ОГРН and КПП (their check digits hold). */
const FIRM = {
  company_name: "ООО «Право и Дело»",
  legal_form: "organization",
  inn: "7707083893",
  ogrn: "1027700132195",
  kpp: "773601001",
  signatory_name: "Иванов Иван Иванович",
  signatory_title: "Генеральный директор",
} as const;
const FIRM_BANK = {
  bank_name: "ПАО Сбербанк",
  bik: "044525225",
  account: "40702810200000012345",
  correspondent_account: "30101810400000000225",
  vat_line: "Без НДС (УСН)",
};

const siteSettings = () => readSiteSettings(t.app);
const putSite = (settings: object) => putSiteSettings(t.app, admin, settings);
const saveSite = (settings: object) => saveSiteSettings(t.app, admin, settings);
const saveBank = async (body: object) => {
  const response = await putBillingSettings(t.app, admin, body);
  expect(response.statusCode, response.body).toBe(200);
};
const readiness = async (token = lawyer) =>
  t.app.inject({ url: "/api/billing/readiness", headers: bearer(token) });
const documentsOf = (token: string, query = "") => billingDocumentsOf(t.app, token, query);
const pdfOf = async (id: string | undefined) =>
  pdfText(
    (await t.app.inject({ url: `/api/billing/documents/${id}/pdf`, headers: bearer(lawyer) }))
      .rawPayload,
  );

async function company(card = VALID_CARD) {
  const client = await registerClient(t.app, { clientType: "corporate", fullName: "Бухгалтер" });
  await saveCard(t.app, client.token, card);
  return client;
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  lawyer = await executorToken(t.app);
  demo = await siteSettings();
});
afterAll(() => t.close());
beforeEach(async () => {
  await saveSite(demo);
  await saveBank(FIRM_BANK);
});

describe("the firm's КПП and signatory in «Настройки сайта»", () => {
  it("keeps an organisation's КПП (in capitals) and who signs; refuses a sole trader's КПП and a malformed one", async () => {
    const saved = await saveSite({ ...demo, ...FIRM, kpp: "7736ab001" });
    expect(saved).toMatchObject({ ...FIRM, kpp: "7736AB001" });
    expect(await siteSettings()).toMatchObject({ ...FIRM, kpp: "7736AB001" });

    for (const [body, detail] of [
      [{ ...demo, kpp: "773601001" }, S.kppForSoleTrader],
      [{ ...demo, ...FIRM, kpp: "77360100" }, S.kppInvalid],
      [{ ...demo, ...FIRM, kpp: "7736ЖЖ001" }, S.kppInvalid],
      [{ ...demo, ...FIRM, signatory_name: "И".repeat(201) }, S.signatoryTooLong],
    ] as const) {
      const refused = await putSite(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ detail });
    }
    expect(await siteSettings()).toMatchObject({ kpp: "7736AB001" });
  });
});

describe("what is missing for companies' papers (GET /api/billing/readiness)", () => {
  it("lists an organisation's КПП and signatory and the bank; a sole trader signs in its own name; staff only", async () => {
    expect((await readiness()).json()).toEqual({ missing: [] });
    await saveSite({ ...demo, ...FIRM, kpp: null, signatory_name: null, signatory_title: null });
    await saveBank({
      ...FIRM_BANK,
      bank_name: null,
      bik: null,
      account: null,
      correspondent_account: null,
    });
    expect((await readiness()).json()).toEqual({
      missing: [R.kpp, R.signatoryName, R.signatoryTitle, R.bank],
    });
    // A sole trader: no КПП, and «ИП Демо …» signs as the entrepreneur.
    await saveSite({ ...demo, signatory_name: null });
    expect((await readiness()).json()).toEqual({ missing: [R.bank] });
    expect((await readiness(admin)).statusCode).toBe(200);
    const client = await registerClient(t.app);
    expect((await readiness(client.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/billing/readiness" })).statusCode).toBe(401);
  });

  it("refuses a company's request while the КПП is missing, naming it; issues once it is filled", async () => {
    await saveSite({ ...demo, ...FIRM, kpp: null });
    const buyer = await company();
    const chat = await openClientChat(t.app, buyer.token, 1);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/executor-messages`,
      headers: bearer(lawyer),
      payload: { message_type: "payment_request", payment_amount: 1500 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: T.requestRefused([R.kpp]) });
    await saveSite({ ...demo, ...FIRM });
    await requestPaymentInChat(t.app, lawyer, chat.id, 1500);
    expect(await documentsOf(buyer.token)).toHaveLength(1);
  });
});

describe("the invoice in the bank's layout", () => {
  it("an organisation's: the bank block, «Счёт на оплату», both parties with КПП, the service, the total in words, head and accountant", async () => {
    await saveSite({ ...demo, ...FIRM });
    const buyer = await company();
    const chat = await openClientChat(t.app, buyer.token, 1);
    await requestPaymentInChat(t.app, lawyer, chat.id, 7500);
    const [invoice] = await documentsOf(buyer.token);
    const lines = (await pdfOf(invoice?.id)).split("\n");
    const text = lines.join("\n");
    // The bank block comes first: the payee's bank, БИК, к/с; ИНН, КПП, name and р/с.
    const blockEnd = lines.findIndex((line) => line.startsWith("Счёт на оплату"));
    const block = lines.slice(0, blockEnd);
    expect(block).toEqual(
      expect.arrayContaining([
        FIRM_BANK.bank_name,
        T.firmBankLine,
        T.bik,
        FIRM_BANK.bik,
        T.accountNo,
        FIRM_BANK.correspondent_account,
        `ИНН ${FIRM.inn}`,
        `КПП ${FIRM.kpp}`,
        FIRM.company_name,
        T.payee,
        FIRM_BANK.account,
      ]),
    );
    expect(lines[blockEnd]).toMatch(/^Счёт на оплату № \d{4}-\d{5} от \d{2}\.\d{2}\.\d{4}$/);
    expect(text).toContain(`${T.invoiceSupplier}: `);
    expect(text).toContain(
      `ИНН ${FIRM.inn}, КПП ${FIRM.kpp}, ОГРН ${FIRM.ogrn}, ${demo.legal_address}`,
    );
    expect(text).toContain(`${T.invoiceBuyer}: `);
    expect(text).toContain(
      `ИНН ${VALID_CARD.inn}, КПП ${VALID_CARD.kpp}, ОГРН ${VALID_CARD.ogrn_ogrnip}`,
    );
    // The company's bank is the customer's; «Банк получателя» is only the firm's, in the block.
    expect(text).toContain(`${T.clientBankLine}: ${VALID_CARD.bank_name}`);
    expect(text.split(T.firmBankLine)).toHaveLength(2);
    expect(text).toContain(chat.service_title);
    expect(text).toContain(T.unitValue);
    expect(text).toContain(`${T.totalDue}: ${formatKopecks(750_000)}`);
    expect(text).toContain("Семь тысяч пятьсот рублей 00 копеек");
    expect(text).toContain(
      `${T.head} (Генеральный директор)  ____________________ / Иванов И. И. /`,
    );
    expect(text).toContain(`${T.accountant}  ____________________ / Иванов И. И. /`);
  });

  it("a sole trader's: ОГРНИП, no КПП, signed «Индивидуальный предприниматель»", async () => {
    await saveSite({ ...demo, signatory_name: "Демо Исполнитель Петрович" });
    const buyer = await company(SOLE_TRADER_CARD);
    const chat = await openClientChat(t.app, buyer.token, 1);
    await requestPaymentInChat(t.app, lawyer, chat.id, 1200);
    const [invoice] = await documentsOf(buyer.token);
    const text = await pdfOf(invoice?.id);
    expect(text).toContain(`ИНН ${demo.inn}, ОГРНИП ${demo.ogrn}`);
    expect(text).toContain(`ИНН ${SOLE_TRADER_CARD.inn}, ОГРНИП ${SOLE_TRADER_CARD.ogrn_ogrnip}`);
    expect(text).not.toContain(T.head);
    expect(text).toContain(`${T.soleTrader}  ____________________ / Демо И. П. /`);
  });
});

describe("the act with both parties' signatories", () => {
  it("names the firm's and the company's signatory, each under its side", async () => {
    await saveSite({ ...demo, ...FIRM });
    const buyer = await company();
    const chat = await openClientChat(t.app, buyer.token, 1);
    const request = await requestPaymentInChat(t.app, lawyer, chat.id, 4200);
    const paid = await createPaymentOk(t.app, chatPaymentBody(request), {
      token: buyer.token,
      ip: "10.44.2.1",
    });
    await decideInSandbox(t.app, paid.confirmation_url, "pay");
    const url = `/api/chat/sessions/${chat.id}`;
    await postOk(t.app, `${url}/start-task`, lawyer, { duration_hours: 24 });
    await postOk(t.app, `${url}/documents-ready`, lawyer);
    await postOk(t.app, `${url}/accept-order`, buyer.token);
    const act = (await documentsOf(buyer.token)).find((doc) => doc.kind === "act");
    const lines = (await pdfOf(act?.id)).split("\n");
    expect(lines[0]).toMatch(/^Акт выполненных работ № /);
    const signatures = lines.slice(lines.indexOf(T.supplier));
    expect(signatures).toEqual(
      expect.arrayContaining([
        T.supplier,
        FIRM.company_name,
        FIRM.signatory_title,
        "____________________ / Иванов И. И. /",
        T.buyer,
        VALID_CARD.company_name,
        VALID_CARD.signatory_title,
        "____________________ / Петров П. П. /",
      ]),
    );
    expect(lines).toContain(T.actSummary(formatKopecks(420_000)));
  });
});

describe("the line item is the service sold", () => {
  it("the corporate chat's request names its service; the invoice, payment and act carry it, never «Корпоративный чат»", async () => {
    const buyer = await company();
    const chat = (
      await t.app.inject({
        method: "POST",
        url: "/api/corporate/chat/session",
        headers: bearer(buyer.token),
      })
    ).json() as ChatSession;
    expect(chat.service_title).toBe(CORPORATE_TEXTS.corporateChatTitle);
    const unnamed = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${chat.id}/executor-messages`,
      headers: bearer(lawyer),
      payload: { message_type: "payment_request", payment_amount: 9000 },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ detail: PAYMENT_TEXTS.requestServiceRequired });
    expect(await documentsOf(buyer.token)).toEqual([]);

    const service = "Проверка договора поставки";
    const request = await requestPaymentInChat(t.app, lawyer, chat.id, 9000, "", service);
    const [invoice] = await documentsOf(buyer.token);
    expect(invoice?.service_title).toBe(service);
    const paid = await createPaymentOk(t.app, chatPaymentBody(request), {
      token: buyer.token,
      ip: "10.44.2.2",
    });
    await decideInSandbox(t.app, paid.confirmation_url, "pay");
    const url = `/api/chat/sessions/${chat.id}`;
    await postOk(t.app, `${url}/start-task`, lawyer, { duration_hours: 24 });
    await postOk(t.app, `${url}/documents-ready`, lawyer);
    await postOk(t.app, `${url}/accept-order`, buyer.token);
    const documents = await documentsOf(buyer.token);
    expect(documents.map((doc) => [doc.kind, doc.service_title]).sort()).toEqual([
      ["act", service],
      ["invoice", service],
    ]);
    for (const document of documents) {
      const text = await pdfOf(document.id);
      expect(text).toContain(service);
      expect(text).not.toContain(CORPORATE_TEXTS.corporateChatTitle);
    }
  });
});
