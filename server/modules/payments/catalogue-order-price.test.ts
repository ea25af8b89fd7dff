import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type {
  DocumentTemplate,
  GeneratedDocument,
} from "../../../domain/document-templates/document-template-schemas.ts";
import { formatKopecksNumber } from "../../../domain/money.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import {
  documentXml,
  docxFile,
  generateDocument,
  uploadTemplate,
} from "../../test/docx-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { createPaymentOk, decideInSandbox, payableService } from "../../test/payment-fixtures.ts";
import { readSiteSettings } from "../../test/site-settings-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 44 §2: money paid from the catalogue (no payment request) gives the order it opens its
 * price and its paid state — «Мои заказы» read «Итоговая цена: —» and nothing of the payment,
 * and a contract's {order.price} stayed empty — and a template declines the names it prints.
 */
let t: TestApp;
let lawyer: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  lawyer = await executorToken(t.app);
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

async function clientChats(token: string) {
  const response = await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ChatSession[] | { items: ChatSession[] };
  return Array.isArray(body) ? body : body.items;
}

describe("a catalogue payment's order", () => {
  it("has the price paid and reads paid; {order.price} and the declined names are filled", async () => {
    const site = await readSiteSettings(t.app);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-settings",
      headers: bearer(admin),
      payload: { ...site, signatory_name: "Римский-Корсаков Николай Андреевич" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const client = await registerClient(t.app, { fullName: "Шевченко Анна Сергеевна" });
    const service = await payableService(t.app);
    const created = await createPaymentOk(
      t.app,
      { service_id: service.id, amount: service.base_price },
      { token: client.token, ip: "10.44.7.1" },
    );
    await decideInSandbox(t.app, created.confirmation_url, "pay");

    const order = (await clientChats(client.token)).find(
      (chat) => chat.service_title === service.title,
    );
    expect(order).toMatchObject({
      final_price: service.base_price,
      payment_status: "paid",
      status: "paid",
    });

    const lines = [
      "Цена: {order.price} руб.",
      "Заказчик в лице {client.full_name_genitive}",
      "Исполнитель в лице {firm.signatory_name_genitive}, с {firm.signatory_name_instrumental}",
      "Выдано {client.full_name_dative}",
    ];
    const uploaded = await uploadTemplate(t.app, lawyer, "Договор", docxFile("d.docx", lines));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const template = uploaded.json() as DocumentTemplate;
    expect(template.unknown_placeholders).toEqual([]);
    const made = await generateDocument(t.app, lawyer, order?.id ?? "", template.id);
    expect(made.statusCode, made.body).toBe(201);
    const document = made.json() as GeneratedDocument;
    expect(document.missing).toEqual([]);
    const download = await t.app.inject({
      url: `/api/files/${document.file_id}/download`,
      headers: bearer(lawyer),
    });
    const xml = documentXml(download.rawPayload);
    expect(xml).toContain(`Цена: ${formatKopecksNumber(service.base_price * 100)} руб.`);
    expect(xml).toContain("Заказчик в лице Шевченко Анны Сергеевны");
    expect(xml).toContain(
      "Исполнитель в лице Римского-Корсакова Николая Андреевича, с Римским-Корсаковым Николаем Андреевичем",
    );
    expect(xml).toContain("Выдано Шевченко Анне Сергеевне");
  });
});
