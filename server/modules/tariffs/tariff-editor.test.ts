import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARIFF_EDITOR_TEXTS as T, TARIFF_LIMITS } from "../../../domain/tariffs/tariff-editor.ts";
import type {
  BusinessTariff,
  BusinessTariffUpdateInput,
} from "../../../domain/tariffs/tariff-schemas.ts";
import { tariffDescription } from "../../../domain/tariffs/tariffs.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { businessTariffs } from "../../db/schema/tariffs.ts";
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

const url = (key: string) => `/api/executor/business-tariffs/${key}`;
const put = (key: string, payload: unknown, token = tokens.executor) =>
  t.app.inject({
    method: "PUT",
    url: url(key),
    headers: bearer(token),
    payload: payload as object,
  });

const publicTariffs = async () =>
  (await t.app.inject({ url: "/api/business-tariffs" })).json() as BusinessTariff[];
const publicTariff = async (key: string) => (await publicTariffs()).find((x) => x.id === key)!;

/** The editable fields of a tariff as the public API shows them: a valid form to start from. */
async function formOf(key: string): Promise<BusinessTariffUpdateInput> {
  const {
    name,
    price,
    support_hours,
    consultation_hours,
    documents_per_month,
    task_hours,
    court_price,
    trip_price,
    notes,
  } = await publicTariff(key);
  return {
    name,
    price,
    support_hours,
    consultation_hours,
    documents_per_month,
    task_hours,
    court_price,
    trip_price,
    notes,
  };
}

async function everything() {
  return {
    tariffs: await t.db.select().from(businessTariffs).orderBy(asc(businessTariffs.id)),
    audit: (await t.db.select({ id: auditLog.id }).from(auditLog)).length,
  };
}

describe("who may edit a tariff", () => {
  it("refuses anonymous callers and clients before looking at the body, changing nothing", async () => {
    const before = await everything();
    const valid = await formOf("silver");
    for (const payload of [valid, { name: "" }]) {
      await expectOnlyExecutors(t.app, { method: "PUT", url: url("silver"), payload }, tokens);
    }
    await expectOnlyExecutors(t.app, { method: "PUT", url: url("bronze"), payload: valid }, tokens);
    const other = await put("silver", valid, tokens.otherClient);
    expect(other.statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it("lets the executor and the admin save, each logged under their own name", async () => {
    for (const [token, email, notes] of [
      [tokens.executor, "executor@demo.ru", ["Правка исполнителя"]],
      [tokens.admin, "admin@example.ru", ["Правка администратора"]],
    ] as const) {
      const response = await put("micro", { ...(await formOf("micro")), notes }, token);
      expect(response.statusCode).toBe(200);
      expect((response.json() as BusinessTariff).notes).toEqual(notes);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityType, "business_tariff"))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ actorEmail: email, action: "update", entityId: "micro" });
    }
  });
});

describe("PUT /api/executor/business-tariffs/{key}", () => {
  it("saves every field, answers the public shape with its description, and the site shows it at once", async () => {
    const before = await publicTariff("platinum");
    const response = await put("platinum", {
      name: "  Платинум  ",
      price: 310000.5,
      support_hours: " 6:30   до  23:00 ",
      consultation_hours: 30,
      documents_per_month: 75,
      task_hours: 8,
      court_price: null,
      trip_price: 2500.25,
      notes: ["  Персональный менеджер ", "Приоритет"],
    });
    expect(response.statusCode).toBe(200);
    const fields = {
      support_hours: "6:30 до 23:00",
      consultation_hours: 30,
      documents_per_month: 75,
      task_hours: 8,
      court_price: null,
      trip_price: 2500.25,
      notes: ["Персональный менеджер", "Приоритет"],
    };
    const expected: BusinessTariff = {
      id: "platinum",
      name: "Платинум",
      price: 310000.5,
      sort_order: before.sort_order,
      ...fields,
      description: tariffDescription(fields),
    };
    expect(response.json()).toEqual(expected);
    expect(await publicTariff("platinum")).toEqual(expected);
    expect(expected.description).toContain("Поддержка с 6:30 до 23:00 по московскому времени");
    expect(expected.description).toContain("Участие в судебных заседаниях не предусмотрено");
    expect(expected.description.join("\n").replace(/\s/g, " ")).toContain("2 500,25 ₽ за выезд");

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "business_tariff"), eq(auditLog.entityId, "platinum")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "update", entityTitle: "Платинум" });
    expect(entry?.before).toEqual(before);
    expect(entry?.after).toEqual(expected);

    // Back to what it was; a trip price of null drops the line.
    const restored = await put("platinum", {
      ...(await formOf("platinum")),
      ...before,
      trip_price: null,
    });
    expect(restored.statusCode).toBe(400); // `id`, `description`... are not editable fields
    expect(restored.json().detail).toMatch(/^Неизвестное поле тарифа: /);
    const { id: _id, sort_order: _s, description: _d, ...editable } = before;
    const back = await put("platinum", { ...editable, trip_price: null });
    expect(back.statusCode).toBe(200);
    expect((back.json() as BusinessTariff).description.join("\n")).not.toContain("Выезд");
    expect(await put("platinum", editable).then((r) => r.json())).toEqual(before);
  });

  it("answers 404 «Тариф не найден» for an unknown key", async () => {
    const before = await everything();
    for (const key of ["bronze", "SILVER", "gold1"]) {
      const response = await put(key, await formOf("gold"));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: T.notFound });
    }
    expect(await everything()).toEqual(before);
  });

  const cases: [
    string,
    Partial<Record<keyof BusinessTariffUpdateInput | "extra", unknown>>,
    string,
  ][] = [
    ["no name", { name: undefined }, T.nameRequired],
    ["a blank name", { name: "   " }, T.nameRequired],
    ["a too long name", { name: "Я".repeat(TARIFF_LIMITS.nameMax + 1) }, T.nameTooLong],
    ["a zero price", { price: 0 }, T.priceInvalid],
    ["a negative price", { price: -100 }, T.priceInvalid],
    ["a price as text", { price: "60000" }, T.priceInvalid],
    ["no price", { price: null }, T.priceInvalid],
    ["a price with three decimals", { price: 60000.001 }, T.priceDecimals],
    ["a price over one payment", { price: TARIFF_LIMITS.priceMax + 1 }, T.priceTooLarge],
    // Finer than a kopeck: rounded to kopecks first, so none is no price (issue 43 §4).
    ["a price of 1e-9", { price: 1e-9 }, T.priceInvalid],
    ["a price of 1e-16", { price: 1e-16 }, T.priceInvalid],
    ["a price of 0.004", { price: 0.004 }, T.priceInvalid],
    ["a price of 0.005", { price: 0.005 }, T.priceDecimals],
    ["a price of -0", { price: -0 }, T.priceInvalid],
    ["a price of 1e300", { price: 1e300 }, T.priceTooLarge],
    ["a price «NaN»", { price: "NaN" }, T.priceInvalid],
    ["a court price of 1e-16", { court_price: 1e-16 }, T.extraPriceInvalid("court_price")],
    ["support hours without «до»", { support_hours: "8:00-18:00" }, T.supportHoursInvalid],
    ["support hours in words", { support_hours: "круглосуточно" }, T.supportHoursInvalid],
    ["support hours ending first", { support_hours: "18:00 до 8:00" }, T.supportHoursInvalid],
    ["support hours equal", { support_hours: "9:00 до 9:00" }, T.supportHoursInvalid],
    ["support hours past midnight", { support_hours: "8:00 до 24:30" }, T.supportHoursInvalid],
    ["support minutes over 59", { support_hours: "8:60 до 18:00" }, T.supportHoursInvalid],
    ["support hours as a number", { support_hours: 8 }, T.supportHoursInvalid],
    ["fractional consultation hours", { consultation_hours: 1.5 }, T.consultationHoursInvalid],
    ["negative consultation hours", { consultation_hours: -1 }, T.consultationHoursInvalid],
    ["too many consultation hours", { consultation_hours: 745 }, T.consultationHoursInvalid],
    ["negative documents", { documents_per_month: -1 }, T.documentsInvalid],
    ["too many documents", { documents_per_month: 1001 }, T.documentsInvalid],
    ["documents as text", { documents_per_month: "12" }, T.documentsInvalid],
    ["zero task hours", { task_hours: 0 }, T.taskHoursInvalid],
    ["task hours over 720", { task_hours: 721 }, T.taskHoursInvalid],
    ["fractional task hours", { task_hours: 24.5 }, T.taskHoursInvalid],
    ["a zero court price", { court_price: 0 }, T.extraPriceInvalid("court_price")],
    ["no court price field", { court_price: undefined }, T.extraPriceInvalid("court_price")],
    ["a court price with 3 decimals", { court_price: 1.234 }, T.extraPriceDecimals("court_price")],
    ["a huge court price", { court_price: 2_000_000 }, T.extraPriceTooLarge("court_price")],
    ["a negative trip price", { trip_price: -5 }, T.extraPriceInvalid("trip_price")],
    ["a trip price as text", { trip_price: "5000" }, T.extraPriceInvalid("trip_price")],
    ["a trip price with 3 decimals", { trip_price: 0.005 }, T.extraPriceDecimals("trip_price")],
    [
      "eleven notes",
      { notes: Array.from({ length: 11 }, (_, i) => `Строка ${i}`) },
      T.notesTooMany,
    ],
    ["a blank note", { notes: ["Хорошо", "  "] }, T.noteBlank],
    ["a too long note", { notes: ["ж".repeat(TARIFF_LIMITS.noteMax + 1)] }, T.noteTooLong],
    ["a note that is not text", { notes: [5] }, T.noteBlank],
    ["notes as one text", { notes: "одна строка" }, T.notesInvalid],
    ["an unknown field", { extra: 1 }, T.unknownField("extra")],
  ];

  it.each(cases)(
    "refuses %s with its Russian text and changes nothing",
    async (_name, change, detail) => {
      const valid = await formOf("silver");
      const before = await everything();
      const response = await put("silver", { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
      expect(await everything()).toEqual(before);
    },
  );

  it("takes the limits themselves", async () => {
    const valid = await formOf("silver");
    const edge = {
      ...valid,
      name: "Я".repeat(TARIFF_LIMITS.nameMax),
      price: TARIFF_LIMITS.priceMax,
      support_hours: "0:00 до 24:00",
      consultation_hours: TARIFF_LIMITS.consultationHoursMax,
      documents_per_month: 0,
      task_hours: TARIFF_LIMITS.taskHoursMin,
      court_price: 0.01,
      notes: Array.from({ length: TARIFF_LIMITS.notesMax }, () =>
        "ж".repeat(TARIFF_LIMITS.noteMax),
      ),
    };
    const response = await put("silver", edge);
    expect(response.statusCode).toBe(200);
    expect(
      await put("silver", { ...edge, task_hours: TARIFF_LIMITS.taskHoursMax, notes: [] }).then(
        (r) => r.statusCode,
      ),
    ).toBe(200);
    expect((await put("silver", valid)).statusCode).toBe(200);
    expect(await formOf("silver")).toEqual(valid);
  });
});
