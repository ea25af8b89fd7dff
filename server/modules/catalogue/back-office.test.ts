import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_FORM_CATEGORIES,
  SERVICE_TITLE_MAX,
  SERVICE_TOOLTIP_MAX,
  SERVICE_EDITOR_TEXTS as T,
} from "../../../domain/catalogue/service-editor.ts";
import type { ExecutorService } from "../../../domain/catalogue/service-editor-schemas.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { services } from "../../db/schema/catalogue.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import {
  catalogueState,
  createServiceOk,
  executorList,
  lastAudit,
  publicList,
  send,
  serviceForm,
} from "../../test/catalogue-fixtures.ts";
import { openClientChat } from "../../test/chat-fixtures.ts";
import { createPaymentOk, paymentOf } from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

/** The call is refused with `detail` and the catalogue, the site and the log stay as they were. */
async function expectRefused(call: () => ReturnType<typeof send>, status: number, detail: string) {
  const before = await catalogueState(t.app, t.db, tokens.executor);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ detail });
  expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
}

/** The roles rule of the back office, and that a refused caller changed nothing. */
async function expectRolesRefusedUnchanged(call: Parameters<typeof expectOnlyExecutors>[1]) {
  const before = await catalogueState(t.app, t.db, tokens.executor);
  await expectOnlyExecutors(t.app, call, tokens);
  expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
}

describe("GET /api/executor/services", () => {
  it("is for executors and admins only", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/executor/services" }, tokens);
    for (const token of [tokens.executor, tokens.admin]) {
      const response = await send(t.app, "GET", "/api/executor/services", token);
      expect(response.statusCode).toBe(200);
    }
  });

  it("lists every service not deleted, inactive and auto-lawyer ones too, in saved order", async () => {
    const hidden = await createServiceOk(t.app, tokens.executor, { is_active: false });
    const list = await executorList(t.app, tokens.executor);
    const site = await publicList(t.app);
    expect(list.map((s) => s.id)).toContain(hidden.id);
    expect(site.map((s) => s.id)).not.toContain(hidden.id);
    expect(list.some((s) => s.category === "auto")).toBe(true);
    const orders = list.map((s) => s.sort_order);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    // The public list is the cabinet's active services in the same order.
    expect(site.map((s) => s.id)).toEqual(list.filter((s) => s.is_active).map((s) => s.id));
    // Each item carries its recommendations in the order the site shows them.
    const withLinks = list.find((s) => s.recommended_service_ids.length >= 3)!;
    const shown = (
      await send(t.app, "GET", `/api/services/${withLinks.id}/recommendations`)
    ).json();
    expect(shown.map((s: { id: number }) => s.id)).toEqual(
      withLinks.recommended_service_ids.filter((id) => list.find((s) => s.id === id)?.is_active),
    );
    expect(Date.parse(withLinks.created_at)).not.toBeNaN();
    expect(Date.parse(withLinks.updated_at)).not.toBeNaN();
  });
});

describe("POST /api/services", () => {
  it("is for executors and admins only, and a refused call creates nothing", async () => {
    await expectRolesRefusedUnchanged({
      method: "POST",
      url: "/api/services",
      payload: serviceForm(),
    });
  });

  it("creates a service last in the catalogue, logs it and shows it on the site at once", async () => {
    const form = serviceForm({ title: "  Семейный спор: консультация  ", category: "family" });
    const before = await publicList(t.app); // the cache is warm now
    const created = await createServiceOk(t.app, tokens.executor, form);
    expect(created).toMatchObject({
      title: "Семейный спор: консультация",
      description: form.description,
      tooltip: form.tooltip,
      base_price: 4000,
      category: "family",
      price_from: true,
      is_active: true,
      recommended_service_ids: [],
    });
    const site = await publicList(t.app);
    expect(site).toHaveLength(before.length + 1);
    expect(site.at(-1)).toMatchObject({ id: created.id, title: created.title });
    const one = await send(t.app, "GET", `/api/services/${created.id}`);
    expect(one.json()).toMatchObject({ id: created.id, category: "family", base_price: 4000 });

    const entry = await lastAudit(t.db);
    expect(entry).toMatchObject({
      entityType: "service",
      entityId: String(created.id),
      action: "create",
      entityTitle: created.title,
      actorEmail: "executor@demo.ru",
      before: null,
      after: created,
    });
  });

  it("lets an admin create too; category defaults to «Общие услуги», price_from to no", async () => {
    const { category: _c, price_from: _p, ...form } = serviceForm();
    const response = await send(t.app, "POST", "/api/services", tokens.admin, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ category: "services", price_from: false });
    expect((await lastAudit(t.db)).actorRole).toBe("admin");
  });

  it("takes each of the form's nine categories and the older keys of existing data", async () => {
    for (const category of [...SERVICE_FORM_CATEGORIES, "appeals", "government"]) {
      const created = await createServiceOk(t.app, tokens.executor, { category });
      expect(created.category).toBe(category);
    }
  });

  const long = (n: number) => "я".repeat(n + 1);
  const invalid: [string, Record<string, unknown>, string][] = [
    ["no title", { title: undefined }, T.titleRequired],
    ["a blank title", { title: "   " }, T.titleRequired],
    ["a title that is not text", { title: 5 }, T.titleRequired],
    ["a long title", { title: long(SERVICE_TITLE_MAX) }, T.titleTooLong],
    ["no description", { description: undefined }, T.descriptionRequired],
    ["a blank description", { description: "\n " }, T.descriptionRequired],
    ["a long description", { description: long(SERVICE_DESCRIPTION_MAX) }, T.descriptionTooLong],
    ["no tooltip", { tooltip: undefined }, T.tooltipRequired],
    ["a blank tooltip", { tooltip: "" }, T.tooltipRequired],
    ["a long tooltip", { tooltip: long(SERVICE_TOOLTIP_MAX) }, T.tooltipTooLong],
    ["no price", { base_price: undefined }, T.priceRequired],
    ["a price as text", { base_price: "1000" }, T.priceRequired],
    ["a price of 0", { base_price: 0 }, T.priceTooLow],
    ["a negative price", { base_price: -100 }, T.priceTooLow],
    ["a price below 100", { base_price: 50 }, T.priceTooLow],
    ["a price off the step", { base_price: 150 }, T.priceStep],
    ["a price with kopecks", { base_price: 1000.5 }, T.priceStep],
    ["a huge price", { base_price: 10_000_100 }, T.priceTooHigh],
    // Finer than a kopeck (issue 43 §4).
    ["a price of 1e-9", { base_price: 1e-9 }, T.priceStep],
    ["a price of 1000.005", { base_price: 1000.005 }, T.priceStep],
    ["a price of -0", { base_price: -0 }, T.priceTooLow],
    ["a price of 1e300", { base_price: 1e300 }, T.priceTooHigh],
    ["a price «NaN»", { base_price: "NaN" }, T.priceRequired],
    ["an unknown category", { category: "astrology" }, T.categoryInvalid],
    ["the auto_lawyer alias", { category: "auto_lawyer" }, T.categoryInvalid],
    ["price_from as text", { price_from: "да" }, T.priceFromInvalid],
    ["is_active as text", { is_active: "yes" }, T.isActiveInvalid],
  ];
  it.each(invalid)(
    "refuses %s with its Russian text and creates nothing",
    async (_, patch, detail) => {
      const payload = serviceForm(patch);
      await expectRefused(
        () => send(t.app, "POST", "/api/services", tokens.executor, payload),
        400,
        detail,
      );
    },
  );
});

describe("PUT /api/services/{id}", () => {
  let service: ExecutorService;
  beforeAll(async () => {
    service = await createServiceOk(t.app, tokens.executor);
  });

  it("is for executors and admins only, and a refused call changes nothing", async () => {
    const url = `/api/services/${service.id}`;
    await expectRolesRefusedUnchanged({ method: "PUT", url, payload: serviceForm() });
    await expectRolesRefusedUnchanged({ method: "PUT", url, payload: { is_active: false } });
  });

  it("saves the full form, logs before and after, and the site shows it at once", async () => {
    await publicList(t.app); // warm the cache
    const form = serviceForm({
      title: "Трудовой спор",
      category: "labor",
      base_price: 12_300,
      price_from: false,
    });
    const response = await send(t.app, "PUT", `/api/services/${service.id}`, tokens.executor, form);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as ExecutorService;
    expect(updated).toMatchObject({
      ...form,
      id: service.id,
      is_active: true,
      sort_order: service.sort_order,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(service.updated_at));
    expect((await publicList(t.app)).find((s) => s.id === service.id)).toMatchObject(form);

    const entry = await lastAudit(t.db);
    expect(entry).toMatchObject({
      entityType: "service",
      action: "update",
      entityTitle: "Трудовой спор",
    });
    expect(entry.before).toMatchObject({
      title: service.title,
      category: "contracts",
      base_price: 4000,
    });
    expect(entry.after).toEqual(updated);
    service = updated;
  });

  it("an admin may edit; an unchanged form changes nothing and logs nothing", async () => {
    const { id: _, sort_order: __, ...rest } = service;
    const form = {
      title: rest.title,
      description: rest.description,
      tooltip: rest.tooltip,
      base_price: rest.base_price,
      category: rest.category,
      price_from: rest.price_from,
    };
    const before = await catalogueState(t.app, t.db, tokens.executor);
    const response = await send(t.app, "PUT", `/api/services/${service.id}`, tokens.admin, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(service);
    expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
  });

  it("deactivates with { is_active: false }: gone from the site, kept in the cabinet", async () => {
    const url = `/api/services/${service.id}`;
    const off = await send(t.app, "PUT", url, tokens.executor, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      is_active: false,
      title: service.title,
      base_price: service.base_price,
    });
    expect((await publicList(t.app)).map((s) => s.id)).not.toContain(service.id);
    expect((await send(t.app, "GET", url)).statusCode).toBe(404);
    expect(
      (await executorList(t.app, tokens.executor)).find((s) => s.id === service.id)?.is_active,
    ).toBe(false);
    expect(await lastAudit(t.db)).toMatchObject({
      action: "deactivate",
      before: { is_active: true },
      after: { is_active: false },
    });

    const on = await send(t.app, "PUT", url, tokens.admin, { is_active: true });
    expect(on.json()).toMatchObject({ is_active: true });
    expect((await publicList(t.app)).map((s) => s.id)).toContain(service.id);
    expect(await lastAudit(t.db)).toMatchObject({
      action: "activate",
      before: { is_active: false },
      after: { is_active: true },
    });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["an empty body", {}, T.nothingToChange],
    ["is_active as text", { is_active: "нет" }, T.isActiveInvalid],
    ["half a form (title only)", { title: "Новое название" }, T.descriptionRequired],
    ["a form without a price", { ...serviceForm(), base_price: undefined }, T.priceRequired],
    ["a form with a price off the step", serviceForm({ base_price: 1250 }), T.priceStep],
    ["a form with a blank tooltip", serviceForm({ tooltip: " " }), T.tooltipRequired],
    ["a form with an unknown category", serviceForm({ category: "x" }), T.categoryInvalid],
  ];
  it.each(invalid)(
    "refuses %s with its Russian text and changes nothing",
    async (_, payload, detail) => {
      await expectRefused(
        () => send(t.app, "PUT", `/api/services/${service.id}`, tokens.executor, payload),
        400,
        detail,
      );
    },
  );

  it("answers 404 for an unknown service", async () => {
    await expectRefused(
      () => send(t.app, "PUT", "/api/services/999999", tokens.executor, { is_active: true }),
      404,
      "Услуга не найдена",
    );
  });
});

describe("DELETE /api/services/{id}", () => {
  it("is for executors and admins only, and a refused call deletes nothing", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    await expectRolesRefusedUnchanged({ method: "DELETE", url: `/api/services/${service.id}` });
  });

  it("soft-deletes: gone from every public place and the cabinet; its chat and payment stay readable", async () => {
    const list = await executorList(t.app, tokens.executor);
    const plain = list.filter((s) => s.is_active && s.category !== "auto");
    const first = plain[0];
    const second = plain.find((s) => s.id !== first?.id && s.recommended_service_ids.length < 5);
    if (!first || !second) throw new Error("the demo catalogue is too small");
    const victim = await createServiceOk(t.app, tokens.executor, { title: "Удаляемая услуга" });
    // It recommends one service and is recommended by another: both links must go.
    expect(
      (
        await send(t.app, "POST", `/api/services/${victim.id}/recommendations`, tokens.executor, {
          recommended_service_ids: [first.id],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(t.app, "POST", `/api/services/${second.id}/recommendations`, tokens.executor, {
          recommended_service_ids: [victim.id],
        })
      ).statusCode,
    ).toBe(200);
    const secondLinks = (await executorList(t.app, tokens.executor)).find(
      (s) => s.id === second.id,
    )!.recommended_service_ids;

    const client = tokens.client;
    const chat = await openClientChat(t.app, client, victim.id);
    const payment = await createPaymentOk(t.app, {
      service_id: victim.id,
      amount: victim.base_price,
    });

    const response = await send(t.app, "DELETE", `/api/services/${victim.id}`, tokens.executor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: T.deleted });

    // Gone from the site and the cabinet.
    expect((await send(t.app, "GET", `/api/services/${victim.id}`)).statusCode).toBe(404);
    expect(
      (await send(t.app, "GET", `/api/services/${victim.id}/recommendations`)).statusCode,
    ).toBe(404);
    expect((await publicList(t.app)).map((s) => s.id)).not.toContain(victim.id);
    const after = await executorList(t.app, tokens.executor);
    expect(after.map((s) => s.id)).not.toContain(victim.id);
    expect(after.find((s) => s.id === second.id)!.recommended_service_ids).toEqual(
      secondLinks.filter((id) => id !== victim.id),
    );
    const recommendedBySecond = (
      await send(t.app, "GET", `/api/services/${second.id}/recommendations`)
    ).json();
    expect(recommendedBySecond.map((s: { id: number }) => s.id)).not.toContain(victim.id);
    // A chat or payment for it cannot start any more.
    const newChat = await send(t.app, "POST", "/api/chat/sessions", tokens.otherClient, {
      service_id: victim.id,
    });
    expect(newChat.statusCode).toBeGreaterThanOrEqual(400);

    // What was done with it stays readable, under its title.
    const readChat = await send(t.app, "GET", `/api/chat/sessions/${chat.id}`, client);
    expect(readChat.statusCode).toBe(200);
    expect((readChat.json() as ChatSession).service_title).toBe("Удаляемая услуга");
    const executorChats = (
      await send(t.app, "GET", "/api/chat/sessions", tokens.executor)
    ).json() as ChatSession[];
    expect(executorChats.find((s) => s.id === chat.id)?.service_title).toBe("Удаляемая услуга");
    const readPayment = await paymentOf(t.app, payment.payment_id);
    expect(readPayment).toMatchObject({ description: "Удаляемая услуга", service_id: victim.id });
    const [row] = await t.db.select().from(services).where(eq(services.id, victim.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Logged: the service with its links before, and the other service's lost recommendation.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete")));
    expect(
      entries.find((e) => e.entityType === "service" && e.entityId === String(victim.id)),
    ).toMatchObject({
      entityTitle: "Удаляемая услуга",
      before: { id: victim.id, recommended_service_ids: [first.id] },
      after: null,
    });
    expect(secondLinks).toContain(victim.id);
    expect(
      entries.find((e) => e.entityType === "recommendation" && e.entityId === String(second.id)),
    ).toMatchObject({
      before: { recommended_service_ids: secondLinks },
      after: { recommended_service_ids: secondLinks.filter((id) => id !== victim.id) },
    });

    // And it cannot be changed or deleted again.
    const url = `/api/services/${victim.id}`;
    await expectRefused(() => send(t.app, "DELETE", url, tokens.admin), 404, "Услуга не найдена");
    await expectRefused(
      () => send(t.app, "PUT", url, tokens.executor, { is_active: true }),
      404,
      "Услуга не найдена",
    );
    await expectRefused(
      () =>
        send(t.app, "POST", `${url}/recommendations`, tokens.executor, {
          recommended_service_ids: [first.id],
        }),
      404,
      "Услуга не найдена",
    );
  });

  it("an admin may delete", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const response = await send(t.app, "DELETE", `/api/services/${service.id}`, tokens.admin);
    expect(response.json()).toEqual({ message: T.deleted });
    expect((await lastAudit(t.db)).actorRole).toBe("admin");
  });

  it("answers a malformed id with a Russian 400", async () => {
    await expectRefused(
      () => send(t.app, "DELETE", "/api/services/abc", tokens.executor),
      400,
      "Некорректный идентификатор",
    );
  });
});

describe("PUT /api/executor/services/order", () => {
  const orderOf = (list: { id: number }[], step = 1) =>
    list.map((s, index) => ({ service_id: s.id, sort_order: index * step }));

  it("is for executors and admins only, and a refused call reorders nothing", async () => {
    const list = await executorList(t.app, tokens.executor);
    await expectRolesRefusedUnchanged({
      method: "PUT",
      url: "/api/executor/services/order",
      payload: { services: orderOf(list.toReversed()) },
    });
  });

  it("saves the order renumbered from 0; the site shows it at once; logged", async () => {
    const list = await executorList(t.app, tokens.executor);
    await publicList(t.app); // warm the cache
    // The last service goes first; places with gaps, as an older client may send them.
    const wanted = [list.at(-1)!, ...list.slice(0, -1)];
    const response = await send(t.app, "PUT", "/api/executor/services/order", tokens.executor, {
      services: orderOf(wanted, 10).toReversed(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as ExecutorService[];
    expect(saved.map((s) => s.id)).toEqual(wanted.map((s) => s.id));
    expect(saved.map((s) => s.sort_order)).toEqual(wanted.map((_, index) => index));
    expect((await publicList(t.app)).map((s) => s.id)).toEqual(
      wanted.filter((s) => s.is_active).map((s) => s.id),
    );
    const entry = await lastAudit(t.db);
    expect(entry).toMatchObject({
      entityType: "service",
      action: "reorder",
      entityTitle: T.orderAuditTitle,
    });
    expect(
      (entry.after as { services: { service_id: number }[] }).services.map((s) => s.service_id),
    ).toEqual(wanted.map((s) => s.id));

    // An admin puts it back.
    const back = await send(t.app, "PUT", "/api/executor/services/order", tokens.admin, {
      services: orderOf(list),
    });
    expect((back.json() as ExecutorService[]).map((s) => s.id)).toEqual(list.map((s) => s.id));
  });

  it("answers 409 when the list no longer matches the catalogue, and saves nothing", async () => {
    const list = await executorList(t.app, tokens.executor);
    const url = "/api/executor/services/order";
    // Another executor added a service after this list was loaded.
    const added = await createServiceOk(t.app, tokens.admin);
    await expectRefused(
      () => send(t.app, "PUT", url, tokens.executor, { services: orderOf(list.toReversed()) }),
      409,
      T.orderStale,
    );
    // ...or deleted one that the list still names.
    const current = await executorList(t.app, tokens.executor);
    await send(t.app, "DELETE", `/api/services/${added.id}`, tokens.admin);
    await expectRefused(
      () => send(t.app, "PUT", url, tokens.executor, { services: orderOf(current.toReversed()) }),
      409,
      T.orderStale,
    );
    // A service that never existed.
    const fresh = await executorList(t.app, tokens.executor);
    const withStranger = [...orderOf(fresh), { service_id: 999_999, sort_order: fresh.length }];
    await expectRefused(
      () => send(t.app, "PUT", url, tokens.executor, { services: withStranger }),
      409,
      T.orderStale,
    );
  });

  it("refuses a malformed order with its Russian text", async () => {
    const list = await executorList(t.app, tokens.executor);
    const url = "/api/executor/services/order";
    const order = orderOf(list);
    const cases: [unknown, string][] = [
      [{}, T.orderRequired],
      [{ services: [] }, T.orderRequired],
      [{ services: "all" }, T.orderRequired],
      [{ services: [...order, order[0]] }, T.orderDuplicateService],
      [
        { services: order.map((item, i) => (i === 1 ? { ...item, sort_order: 0 } : item)) },
        T.orderDuplicatePosition,
      ],
      [
        { services: order.map((item, i) => (i === 1 ? { ...item, sort_order: -1 } : item)) },
        T.orderNegativePosition,
      ],
      [
        { services: order.map((item, i) => (i === 1 ? { ...item, sort_order: 1.5 } : item)) },
        T.orderNegativePosition,
      ],
      [
        { services: order.map((item, i) => (i === 1 ? { ...item, service_id: "x" } : item)) },
        T.serviceIdInvalid,
      ],
    ];
    for (const [payload, detail] of cases) {
      await expectRefused(() => send(t.app, "PUT", url, tokens.executor, payload), 400, detail);
    }
  });
});

describe("an auto-lawyer service edited in «Услуги»", () => {
  const autoList = async () =>
    (await send(t.app, "GET", "/api/executor/auto-lawyer/services", tokens.executor)).json() as {
      id: number;
      price_remote: number | null;
      price_full_service: number | null;
      base_price: number;
    }[];

  it("created here, it takes the form's price as its remote price and stays payable", async () => {
    const created = await createServiceOk(t.app, tokens.executor, {
      category: "auto",
      base_price: 7000,
      price_from: false,
    });
    expect(created.base_price).toBe(7000);
    const auto = (await autoList()).find((service) => service.id === created.id);
    expect(auto).toMatchObject({ price_remote: 7000, price_full_service: null, base_price: 7000 });
  });

  it("keeps its price from the auto-lawyer prices, whatever base_price the form sends", async () => {
    const [existing] = (await autoList()).filter(
      (service) => service.price_remote !== null && service.price_remote > 0,
    );
    if (!existing) throw new Error("the demo has no priced auto-lawyer service");
    const [row] = await t.db.select().from(services).where(eq(services.id, existing.id));
    const response = await send(
      t.app,
      "PUT",
      `/api/services/${existing.id}`,
      tokens.executor,
      serviceForm({
        title: row!.title,
        description: row!.description,
        tooltip: row!.tooltip || "Автоюрист",
        category: "auto",
        base_price: 123_400,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().base_price).toBe(existing.base_price);
    const after = (await autoList()).find((service) => service.id === existing.id);
    expect(after?.price_remote).toBe(existing.price_remote);
  });
});
