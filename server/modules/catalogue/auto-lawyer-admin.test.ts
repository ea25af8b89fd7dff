import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTO_LAWYER_DESCRIPTION_MAX,
  AUTO_LAWYER_TITLE_MAX,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../../../domain/catalogue/auto-lawyer-admin.ts";
import type {
  AutoLawyerServiceFormInput,
  ExecutorAutoLawyerService,
} from "../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import type { AutoLawyerService, Service } from "../../../domain/catalogue/service-schemas.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { serviceRecommendations, services } from "../../db/schema/catalogue.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const BASE = "/api/executor/auto-lawyer/services";

function send(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  token?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token ?? tokens.executor),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const executorList = async (token?: string) => {
  const response = await send("GET", BASE, undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json() as ExecutorAutoLawyerService[];
};
const publicAutoList = async () =>
  (await t.app.inject({ url: "/api/auto-lawyer/services" })).json() as AutoLawyerService[];
/** The whole main list, inactive services too (the public one leaves those out). */
const mainList = async () =>
  (await t.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id))).filter(
    (row) => row.deletedAt === null,
  );
const catalogue = async () => (await t.app.inject({ url: "/api/services" })).json() as Service[];

/** Every catalogue row, its recommendations and the audit log: what a refused call must not touch. */
async function everything() {
  return {
    services: await t.db.select().from(services).orderBy(asc(services.id)),
    recommendations: await t.db
      .select()
      .from(serviceRecommendations)
      .orderBy(
        asc(serviceRecommendations.serviceId),
        asc(serviceRecommendations.recommendedServiceId),
      ),
    audit: (await t.db.select({ id: auditLog.id }).from(auditLog)).length,
  };
}

let counter = 0;
const form = (overrides: Partial<AutoLawyerServiceFormInput> = {}): AutoLawyerServiceFormInput => ({
  title: `Автоюрист тест ${++counter}`,
  description: "Описание для проверки",
  price_full_service: 20000,
  price_remote: 5000,
  price_full_service_from: true,
  price_remote_from: false,
  hide_full_service_price: false,
  hide_remote_price: false,
  is_active: true,
  ...overrides,
});

async function create(overrides: Partial<AutoLawyerServiceFormInput> = {}) {
  const response = await send("POST", BASE, form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ExecutorAutoLawyerService;
}

async function lastAudit(entityId: string | number) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, "auto_lawyer_service"), eq(auditLog.entityId, String(entityId))),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe("who may call the auto-lawyer back office", () => {
  it("refuses anonymous callers and clients on every route, changing nothing; executor and admin pass", async () => {
    const victim = await create();
    const before = await everything();
    const calls = [
      { method: "GET", url: BASE },
      { method: "POST", url: BASE, payload: form() },
      { method: "PUT", url: `${BASE}/${victim.id}`, payload: form({ title: "Взлом" }) },
      { method: "PUT", url: `${BASE}/${victim.id}`, payload: { is_active: false } },
      { method: "DELETE", url: `${BASE}/${victim.id}` },
      { method: "PUT", url: `${BASE}/order`, payload: { services: [] } },
    ] as const;
    for (const call of calls) await expectOnlyExecutors(t.app, call, tokens);
    // Even the other client's token (a client with its own account) is refused.
    const other = await send("GET", BASE, undefined, tokens.otherClient);
    expect(other.statusCode).toBe(403);
    expect(await everything()).toEqual(before);

    for (const token of [tokens.executor, tokens.admin]) {
      const list = await executorList(token);
      expect(list.map((s) => s.id)).toContain(victim.id);
      const created = await send("POST", BASE, form(), token);
      expect(created.statusCode).toBe(201);
      const id = (created.json() as ExecutorAutoLawyerService).id;
      expect(
        (await send("PUT", `${BASE}/${id}`, form({ title: "Правка" }), token)).statusCode,
      ).toBe(200);
      expect((await send("PUT", `${BASE}/${id}`, { is_active: false }, token)).statusCode).toBe(
        200,
      );
      const order = (await executorList(token)).map((s, i) => ({
        service_id: s.id,
        sort_order: i,
      }));
      expect((await send("PUT", `${BASE}/order`, { services: order }, token)).statusCode).toBe(200);
      const removed = await send("DELETE", `${BASE}/${id}`, undefined, token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: T.deleted });
    }
    const [adminEntry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "auto_lawyer_service"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(adminEntry).toMatchObject({
      action: "delete",
      actorEmail: "admin@example.ru",
      actorRole: "admin",
    });
  });
});

describe("GET /api/executor/auto-lawyer/services", () => {
  it("lists every auto-lawyer service in catalogue order, inactive ones and hidden prices included", async () => {
    const inactive = await create({ is_active: false });
    const list = await executorList();
    const rows = await t.db
      .select()
      .from(services)
      .where(and(inArray(services.category, ["auto", "auto_lawyer"])))
      .orderBy(asc(services.sortOrder), asc(services.id));
    expect(list.map((s) => s.id)).toEqual(
      rows.filter((r) => r.deletedAt === null).map((r) => r.id),
    );
    expect(list.find((s) => s.id === inactive.id)?.is_active).toBe(false);

    // The demo's «Лишение прав» hides its full-service price: the executor sees it, the site not.
    const hidden = list.find((s) => s.hide_full_service_price);
    expect(hidden?.price_full_service).toBe(40000);
    const shown = (await publicAutoList()).find((s) => s.id === hidden?.id);
    expect(shown?.price_full_service).toBeNull();
    expect(shown?.hide_full_service_price).toBe(true);

    // The public list is the active ones of the same list, in the same order.
    expect((await publicAutoList()).map((s) => s.id)).toEqual(
      list.filter((s) => s.is_active).map((s) => s.id),
    );
  });
});

describe("POST /api/executor/auto-lawyer/services", () => {
  it("creates a service at the end of the catalogue, on the site at once, with base_price = chat price", async () => {
    const created = await create({
      title: "  Оспаривание штрафа с камеры  ",
      price_full_service: 12000.5,
      price_remote: 3000,
      price_remote_from: true,
    });
    expect(created).toMatchObject({
      title: "Оспаривание штрафа с камеры",
      price_full_service: 12000.5,
      price_remote: 3000,
      price_remote_from: true,
      is_active: true,
      base_price: 3000,
      price_from: true,
    });
    const all = await catalogue();
    expect(all.at(-1)).toMatchObject({
      id: created.id,
      category: "auto",
      base_price: 3000,
      price_from: true,
    });
    expect((await publicAutoList()).at(-1)?.id).toBe(created.id);
    const entry = await lastAudit(created.id);
    expect(entry).toMatchObject({ action: "create", entityTitle: created.title, before: null });
    expect(entry?.after).toEqual(created);
  });

  it("keeps the chat-price rule: remote, else full service, else 0; a hidden price is never base_price", async () => {
    const onlyFull = await create({ price_remote: null, price_full_service: 9000 });
    expect(onlyFull).toMatchObject({ base_price: 9000, price_from: true });
    const none = await create({ price_remote: null, price_full_service: null });
    expect(none).toMatchObject({ base_price: 0, price_from: false });
    const remoteHidden = await create({ price_remote: 4321.99, hide_remote_price: true });
    expect(remoteHidden).toMatchObject({
      price_remote: 4321.99,
      base_price: 20000,
      price_from: true,
    });
  });

  it("defaults: no prices mean «Не указано», no flags mean false, active unless said", async () => {
    const response = await send("POST", BASE, { title: "Только название" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      description: "",
      price_full_service: null,
      price_remote: null,
      price_full_service_from: false,
      price_remote_from: false,
      hide_full_service_price: false,
      hide_remote_price: false,
      is_active: true,
      base_price: 0,
    });
  });
});

describe("validation: invalid input answers 400 with its Russian text and changes nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no title", { title: undefined }, T.titleRequired],
    ["a blank title", { title: "   " }, T.titleRequired],
    ["a title that is not text", { title: 5 }, T.titleRequired],
    ["a too long title", { title: "а".repeat(AUTO_LAWYER_TITLE_MAX + 1) }, T.titleTooLong],
    [
      "a too long description",
      { description: "б".repeat(AUTO_LAWYER_DESCRIPTION_MAX + 1) },
      T.descriptionInvalid,
    ],
    ["a description that is not text", { description: 1 }, T.descriptionInvalid],
    ["a negative full price", { price_full_service: -1 }, T.priceNegative("price_full_service")],
    ["a negative remote price", { price_remote: -0.01 }, T.priceNegative("price_remote")],
    ["three decimals", { price_full_service: 100.123 }, T.priceDecimals("price_full_service")],
    ["three decimals remote", { price_remote: 0.001 }, T.priceDecimals("price_remote")],
    // Finer than a kopeck is refused, not saved as 0 (issue 43 §4).
    ["a price of 1e-9", { price_remote: 1e-9 }, T.priceDecimals("price_remote")],
    ["a price of 0.005", { price_full_service: 0.005 }, T.priceDecimals("price_full_service")],
    ["a price of 1e300", { price_remote: 1e300 }, T.priceTooLarge("price_remote")],
    ["a price «NaN»", { price_remote: "NaN" }, T.priceInvalid("price_remote")],
    ["a price as text", { price_remote: "5000" }, T.priceInvalid("price_remote")],
    [
      "a too large price",
      { price_full_service: 10_000_000.01 },
      T.priceTooLarge("price_full_service"),
    ],
    ["a flag that is not a boolean", { hide_remote_price: "yes" }, T.flagInvalid],
    ["an «от» flag that is not a boolean", { price_full_service_from: 1 }, T.flagInvalid],
    ["is_active that is not a boolean", { is_active: "false" }, T.flagInvalid],
    ["an unknown field", { category: "contracts" }, T.unknownField("category")],
  ];

  it.each(cases)("create refuses %s", async (_name, change, detail) => {
    const before = await everything();
    const response = await send("POST", BASE, { ...form(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await everything()).toEqual(before);
  });

  it.each(cases)("update refuses %s", async (_name, change, detail) => {
    const target = await create();
    const before = await everything();
    const response = await send("PUT", `${BASE}/${target.id}`, { ...form(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await everything()).toEqual(before);
  });

  it("refuses a status change that is not a boolean, an empty body and a malformed id", async () => {
    const target = await create();
    const before = await everything();
    for (const [url, payload, detail] of [
      [`${BASE}/${target.id}`, { is_active: "no" }, T.flagInvalid],
      [`${BASE}/${target.id}`, {}, T.titleRequired],
      [`${BASE}/abc`, form(), "Некорректный идентификатор"],
    ] as const) {
      const response = await send("PUT", url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    const removed = await send("DELETE", `${BASE}/0`);
    expect(removed.statusCode).toBe(400);
    expect(await everything()).toEqual(before);
  });

  it("answers 404 for an unknown, a deleted or a non-auto-lawyer service", async () => {
    const gone = await create();
    expect((await send("DELETE", `${BASE}/${gone.id}`)).statusCode).toBe(200);
    const general = (await catalogue()).find((s) => s.category !== "auto")!;
    const before = await everything();
    for (const id of [999_999, gone.id, general.id]) {
      for (const [method, payload] of [
        ["PUT", form()],
        ["PUT", { is_active: false }],
        ["DELETE", undefined],
      ] as const) {
        const response = await send(method, `${BASE}/${id}`, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: T.notFound });
      }
    }
    expect(await everything()).toEqual(before);
  });
});

describe("PUT /api/executor/auto-lawyer/services/{id}", () => {
  it("replaces the form, recomputes base_price, keeps is_active when left out, and logs before/after", async () => {
    const target = await create({ is_active: false });
    const response = await send("PUT", `${BASE}/${target.id}`, {
      title: "Новое название",
      description: "Новое описание",
      price_full_service: 50000,
      price_remote: null,
      price_full_service_from: false,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as ExecutorAutoLawyerService;
    expect(updated).toEqual({
      ...target,
      title: "Новое название",
      description: "Новое описание",
      price_full_service: 50000,
      price_remote: null,
      price_full_service_from: false,
      price_remote_from: false,
      base_price: 50000,
      price_from: false,
      is_active: false,
    });
    const entry = await lastAudit(target.id);
    expect(entry).toMatchObject({ action: "update", entityTitle: "Новое название" });
    expect(entry?.before).toEqual(target);
    expect(entry?.after).toEqual(updated);
  });

  it("never sends a hidden price to the public: not in the lists, not in the service, not as base_price", async () => {
    const secretFull = 77777.77;
    const secretRemote = 6543.21;
    const target = await create({ price_full_service: 1000, price_remote: 1000 });
    const response = await send("PUT", `${BASE}/${target.id}`, {
      ...form({ title: "Секретные цены" }),
      price_full_service: secretFull,
      price_remote: secretRemote,
      hide_full_service_price: true,
      hide_remote_price: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      price_full_service: secretFull,
      price_remote: secretRemote,
      base_price: 0,
    });
    const publicTexts = await Promise.all(
      ["/api/services", "/api/auto-lawyer/services", `/api/services/${target.id}`].map(
        async (url) => (await t.app.inject({ url })).body,
      ),
    );
    for (const text of publicTexts) {
      expect(text).toContain("Секретные цены");
      expect(text).not.toContain("77777");
      expect(text).not.toContain("6543");
    }
    const one = (await t.app.inject({ url: `/api/services/${target.id}` })).json() as Service;
    expect(one).toMatchObject({ price_full_service: null, price_remote: null, base_price: 0 });
  });

  it("{ is_active } alone switches the service off and on the site at once, logged as such", async () => {
    const target = await create();
    const off = await send("PUT", `${BASE}/${target.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...target, is_active: false });
    expect((await publicAutoList()).map((s) => s.id)).not.toContain(target.id);
    expect((await catalogue()).map((s) => s.id)).not.toContain(target.id);
    expect((await t.app.inject({ url: `/api/services/${target.id}` })).statusCode).toBe(404);
    expect((await executorList()).find((s) => s.id === target.id)?.is_active).toBe(false);
    expect(await lastAudit(target.id)).toMatchObject({ action: "deactivate" });

    // The same state again changes nothing and logs nothing.
    const count = (await everything()).audit;
    expect((await send("PUT", `${BASE}/${target.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await everything()).audit).toBe(count);

    const on = await send("PUT", `${BASE}/${target.id}`, { is_active: true });
    expect(on.json()).toEqual(target);
    expect((await publicAutoList()).map((s) => s.id)).toContain(target.id);
    const entry = await lastAudit(target.id);
    expect(entry).toMatchObject({ action: "activate" });
    expect(entry?.before).toMatchObject({ is_active: false });
    expect(entry?.after).toMatchObject({ is_active: true });
  });
});

describe("DELETE /api/executor/auto-lawyer/services/{id}", () => {
  it("soft-deletes: gone from every list and its page, its recommendation links removed both ways", async () => {
    const list = await executorList();
    const demo = list.find((s) => s.title.startsWith("ДТП"))!;
    const links = () =>
      t.db
        .select()
        .from(serviceRecommendations)
        .where(
          or(
            eq(serviceRecommendations.serviceId, demo.id),
            eq(serviceRecommendations.recommendedServiceId, demo.id),
          ),
        );
    expect((await links()).length).toBeGreaterThan(1);
    const referrers = (
      await t.db
        .select({ id: serviceRecommendations.serviceId })
        .from(serviceRecommendations)
        .where(eq(serviceRecommendations.recommendedServiceId, demo.id))
    ).map((link) => String(link.id));
    expect(referrers.length).toBeGreaterThan(0);

    const response = await send("DELETE", `${BASE}/${demo.id}`);
    expect(response.statusCode).toBe(200);
    expect(await links()).toEqual([]);
    const [row] = await t.db.select().from(services).where(eq(services.id, demo.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.title).toBe(demo.title); // kept for the chats and payments that name it
    expect((await executorList()).map((s) => s.id)).not.toContain(demo.id);
    expect((await publicAutoList()).map((s) => s.id)).not.toContain(demo.id);
    expect((await catalogue()).map((s) => s.id)).not.toContain(demo.id);
    expect((await t.app.inject({ url: `/api/services/${demo.id}` })).statusCode).toBe(404);
    const entry = await lastAudit(demo.id);
    expect(entry).toMatchObject({ action: "delete", entityTitle: demo.title, after: null });
    expect(entry?.before).toEqual(demo);
    // Each service that recommended it lost a recommendation: logged as such (issue 10 §7).
    const losses = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "recommendation"),
          eq(auditLog.action, "delete"),
          inArray(auditLog.entityId, referrers),
        ),
      );
    expect(losses.map((loss) => loss.entityId).sort()).toEqual([...referrers].sort());
    for (const loss of losses) {
      expect(loss.after?.recommended_service_ids).not.toContain(demo.id);
      expect(loss.before?.recommended_service_ids).toContain(demo.id);
    }
  });
});

describe("PUT /api/executor/auto-lawyer/services/order", () => {
  const orderOf = (ids: number[]) => ({
    services: ids.map((id, i) => ({ service_id: id, sort_order: i })),
  });

  it("reorders the auto-lawyer services within the slots they hold: the rest of the catalogue stays put", async () => {
    const before = await executorList();
    const mainBefore = await mainList();
    const reversed = before.map((s) => s.id).reverse();

    const response = await send("PUT", `${BASE}/order`, orderOf(reversed));
    expect(response.statusCode).toBe(200);
    expect((response.json() as ExecutorAutoLawyerService[]).map((s) => s.id)).toEqual(reversed);
    expect((await executorList()).map((s) => s.id)).toEqual(reversed);
    expect((await publicAutoList()).map((s) => s.id)).toEqual(
      reversed.filter((id) => before.find((s) => s.id === id)?.is_active),
    );

    // The slot rule: the auto-lawyer services hold the same sort_order values as before, and every
    // other service keeps its value and its place in the main list.
    const after = await executorList();
    expect(after.map((s) => s.sort_order)).toEqual(before.map((s) => s.sort_order));
    const mainAfter = await mainList();
    expect(mainAfter.map((s) => s.category === "auto")).toEqual(
      mainBefore.map((s) => s.category === "auto"),
    );
    const others = (list: typeof mainBefore) =>
      list.filter((s) => s.category !== "auto").map((s) => [s.id, s.sortOrder]);
    expect(others(mainAfter)).toEqual(others(mainBefore));

    const entry = await lastAudit("order");
    expect(entry).toMatchObject({ action: "reorder", entityTitle: T.listLabel });
    expect(entry?.after).toEqual({ services: after.map((s) => ({ id: s.id, title: s.title })) });
    expect(entry?.before).toEqual({ services: before.map((s) => ({ id: s.id, title: s.title })) });
  });

  it("takes any increasing positions, not only 0..n-1", async () => {
    const ids = (await executorList()).map((s) => s.id);
    const shuffled = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const payload = {
      services: shuffled.map((id, i) => ({ service_id: id, sort_order: i * 10 + 5 })).reverse(),
    };
    expect((await send("PUT", `${BASE}/order`, payload)).statusCode).toBe(200);
    expect((await executorList()).map((s) => s.id)).toEqual(shuffled);
  });

  it("answers 409 «Список изменился» unless every auto-lawyer service is named exactly once; 400 for bad input", async () => {
    const ids = (await executorList()).map((s) => s.id);
    const general = (await catalogue()).find((s) => s.category !== "auto")!;
    const before = await everything();
    const conflicts = [
      orderOf(ids.slice(1)),
      orderOf([...ids, general.id]),
      orderOf([...ids.slice(1), general.id]),
      orderOf([...ids.slice(1), ids[1]!]),
      orderOf([...ids, 999_999]),
      orderOf([]),
    ];
    for (const payload of conflicts) {
      const response = await send("PUT", `${BASE}/order`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: T.orderChanged });
      expect(T.orderChanged).toMatch(/^Список изменился/);
    }
    const invalid: [unknown, string][] = [
      [
        { services: ids.map((id) => ({ service_id: id, sort_order: 1 })) },
        T.orderDuplicatePosition,
      ],
      [{ services: [{ service_id: ids[0], sort_order: -1 }] }, T.orderInvalid],
      [{ services: [{ service_id: "x", sort_order: 0 }] }, T.orderInvalid],
      [{ services: "all" }, T.orderInvalid],
      [{}, T.orderInvalid],
    ];
    for (const [payload, detail] of invalid) {
      const response = await send("PUT", `${BASE}/order`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect(await everything()).toEqual(before);
  });

  it("with tied sort_order values renumbers the list from 0, still keeping every slot", async () => {
    const autoIds = (await executorList()).map((s) => s.id);
    const mainBefore = (await catalogue()).map((s) => s.id);
    // Outside writes could leave two services on one value: tie the first two of the main list.
    const [first, second] = mainBefore;
    const [firstRow] = await t.db.select().from(services).where(eq(services.id, first!));
    await t.db
      .update(services)
      .set({ sortOrder: firstRow!.sortOrder })
      .where(eq(services.id, second!));
    const tiedMain = (
      await t.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id))
    )
      .filter((row) => row.deletedAt === null)
      .map((row) => row.id);

    const wanted = [...autoIds].reverse();
    expect((await send("PUT", `${BASE}/order`, orderOf(wanted))).statusCode).toBe(200);
    expect((await executorList()).map((s) => s.id)).toEqual(wanted);
    const rows = (
      await t.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id))
    ).filter((row) => row.deletedAt === null);
    expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, i) => i));
    const isAuto = (id: number) => autoIds.includes(id);
    expect(rows.map((row) => isAuto(row.id))).toEqual(tiedMain.map(isAuto));
    expect(rows.filter((row) => !isAuto(row.id)).map((row) => row.id)).toEqual(
      tiedMain.filter((id) => !isAuto(id)),
    );
  });
});
