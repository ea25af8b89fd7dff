import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFICE_HOURS_CHECKS as H } from "../../../domain/office-hours/office-hours-schemas.ts";
import {
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_KEY,
  type SiteSettings,
} from "../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../domain/site-settings/site-settings-texts.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { seedBaseContent } from "../../db/seed/base-content.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { DEMO_SITE_SETTINGS } from "../../db/seed/demo-site-settings.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  // The seed's hours: these tests compare the settings and documents with them.
  t = await buildBackOfficeTestApp({ officeHours: "as-seeded" });
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

/** Valid requisites: Sberbank's (an organisation) and a made-up entrepreneur's. */
const ORGANIZATION = { inn: "7707083893", ogrn: "1027700132195" };
const ENTREPRENEUR = { inn: "500123456750", ogrn: "304500100123451" };

const EDITED: SiteSettings = {
  site_name: "Юридическое бюро Юрьевой",
  site_short_name: "Бюро Юрьевой",
  accent_color: "#7a1c3f",
  logo_url: null,
  company_name: "ИП Юрьева Анна Сергеевна",
  legal_form: "individual_entrepreneur",
  inn: ENTREPRENEUR.inn,
  ogrn: ENTREPRENEUR.ogrn,
  kpp: null,
  signatory_name: "Юрьева Анна Сергеевна",
  signatory_title: null,
  legal_address: "125009, г. Москва, ул. Тверская, д. 1",
  support_phones: ["+7 (495) 111-22-33", "+7 (800) 222-33-44"],
  support_email: "support@example.ru",
  office_hours: {
    week: {
      mon: [{ from: "09:00", to: "20:00" }],
      tue: [{ from: "09:00", to: "20:00" }],
      wed: [{ from: "09:00", to: "20:00" }],
      thu: [{ from: "09:00", to: "20:00" }],
      fri: [
        { from: "09:00", to: "13:00" },
        { from: "14:00", to: "18:00" },
      ],
      sat: [],
      sun: [],
    },
    holidays: ["2027-01-01", "2027-01-07"],
    auto_reply: "Сейчас мы не работаем.",
  },
  whatsapp_url: "https://wa.me/74951112233",
  telegram_url: "https://t.me/yurpomosh",
  yandex_verification: "4a1b2c3d4e5f6a7b",
  google_verification: "Xy-Z_0123456789abcdefghijklmnopqrstuvwxyzAB",
};

/** EDITED with one weekday's ranges replaced. */
const hoursOn = (weekday: string, ranges: unknown[]) => ({
  ...EDITED,
  office_hours: {
    ...EDITED.office_hours,
    week: { ...EDITED.office_hours.week, [weekday]: ranges },
  },
});

const current = async () =>
  (await t.app.inject({ url: "/api/site-settings" })).json() as SiteSettings;

const put = (token: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/site-settings",
    headers: bearer(token),
    payload: payload as object,
  });

const settingsAudit = () =>
  t.db.select().from(auditLog).where(eq(auditLog.entityType, "site_settings"));

describe("GET /api/site-settings", () => {
  it("is public; the demo names its demo seller, a database without demo content none", async () => {
    const response = await t.app.inject({ url: "/api/site-settings" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_SITE_SETTINGS);
    const empty = await buildTestApp({ seedDemo: false, officeHours: "as-seeded" });
    try {
      const fresh = (await empty.app.inject({ url: "/api/site-settings" })).json();
      expect(fresh).toEqual(SITE_SETTINGS_DEFAULTS);
      expect(fresh).toMatchObject({ company_name: "", inn: null, ogrn: null, legal_address: null });
    } finally {
      await empty.close();
    }
    // No demo contact either (issue 44 §3): the demo seed gives its own.
    expect(SITE_SETTINGS_DEFAULTS).toMatchObject({ support_phones: [], support_email: "" });
    expect(DEMO_SITE_SETTINGS.support_phones).toEqual(["+7 (495) 120-45-67", "+7 (800) 550-31-20"]);
  });
});

describe("PUT /api/site-settings", () => {
  it("is refused to anonymous callers and clients, and changes nothing", async () => {
    const before = await current();
    await expectOnlyExecutors(
      t.app,
      { method: "PUT", url: "/api/site-settings", payload: EDITED },
      tokens,
    );
    expect(await current()).toEqual(before);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it("saves the whole form for the executor, and every page reads it at once", async () => {
    const response = await put(tokens.executor, EDITED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EDITED);
    expect(await current()).toEqual(EDITED);
  });

  it("fills the offer and the policy with the new details", async () => {
    const docs = (await t.app.inject({ url: "/api/site-documents" })).json();
    for (const text of [docs.offer, docs.privacy_policy]) {
      expect(text).toContain(EDITED.company_name);
      expect(text).toContain(EDITED.support_email);
      expect(text).toContain(`ИНН ${EDITED.inn} · ОГРНИП ${EDITED.ogrn} · ${EDITED.legal_address}`);
      expect(text).not.toContain(DEMO_SITE_SETTINGS.support_email);
    }
    expect(docs.offer).toContain(
      "пн–чт 9:00–20:00, пт 9:00–13:00, 14:00–18:00, сб–вс выходной по московскому времени",
    );
    expect(docs.offer).toContain(EDITED.support_phones.join(", "));
  });

  it("takes a webmaster's verification code as the code or as the whole meta tag", async () => {
    const before = await current();
    const pasted = await put(tokens.executor, {
      ...before,
      yandex_verification: ' <meta name="yandex-verification" content="0f9e8d7c6b5a4321" /> ',
      google_verification: "",
    });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json()).toMatchObject({
      yandex_verification: "0f9e8d7c6b5a4321",
      google_verification: null,
    });
    for (const bad of ['"><script>alert(1)</script>', "код с пробелами", "x".repeat(101)]) {
      const refused = await put(tokens.executor, { ...before, google_verification: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toContain("Google Search Console");
    }
    expect((await put(tokens.executor, before)).statusCode).toBe(200);
  });

  it("records the change with the settings before and after", async () => {
    const { logo_url: _logo, ...before } = await current();
    const next = { ...before, support_email: "admin-edit@example.ru" };
    expect((await put(tokens.admin, next)).statusCode).toBe(200);
    const entries = await settingsAudit();
    expect(entries.at(-1)).toMatchObject({
      entityId: SITE_SETTINGS_KEY,
      action: "update",
      entityTitle: "Настройки сайта",
      actorEmail: "admin@example.ru",
      // The logo is its own change (its own row): the form's record leaves its address out.
      before,
      after: next,
    });
    expect(entries.some((entry) => entry.actorEmail === DEMO_ACCOUNTS.executor.email)).toBe(true);
  });

  it("writes phones in one format and takes blanks as «not given»", async () => {
    const response = await put(tokens.admin, {
      ...EDITED,
      legal_form: "organization",
      inn: ` ${ORGANIZATION.inn.slice(0, 4)} ${ORGANIZATION.inn.slice(4)} `,
      ogrn: ORGANIZATION.ogrn,
      legal_address: "   ",
      support_phones: ["8 495 111 22 33", ""],
      support_email: "  Support@Example.RU ",
      whatsapp_url: "",
      telegram_url: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      legal_form: "organization",
      inn: ORGANIZATION.inn,
      legal_address: null,
      support_phones: ["+7 (495) 111-22-33"],
      support_email: "support@example.ru",
      whatsapp_url: null,
      telegram_url: null,
    });
    expect((await put(tokens.admin, EDITED)).statusCode).toBe(200);
  });

  it("saves contacts with no company yet (a skipped setup), but no requisites without a name", async () => {
    const unnamed = { ...EDITED, company_name: "", inn: null, ogrn: null, legal_address: null };
    const saved = await put(tokens.admin, unnamed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ company_name: "", inn: null });
    for (const payload of [
      { ...unnamed, inn: ENTREPRENEUR.inn },
      { ...unnamed, legal_address: "г. Москва" },
    ]) {
      const refused = await put(tokens.admin, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(T.companyNameRequired);
    }
    expect((await put(tokens.admin, EDITED)).statusCode).toBe(200);
  });

  const entrepreneur = { ...EDITED };
  const organization = { ...EDITED, legal_form: "organization", ...ORGANIZATION };
  it.each([
    [{ ...EDITED, company_name: "  " }, T.companyNameRequired],
    [{ ...EDITED, company_name: undefined }, T.companyNameRequired],
    [{ ...EDITED, company_name: "Я".repeat(301) }, T.companyNameTooLong],
    [{ ...EDITED, legal_form: "self_employed" }, T.legalFormRequired],
    [{ ...entrepreneur, inn: ORGANIZATION.inn }, T.innLength("individual_entrepreneur")],
    [{ ...organization, inn: ENTREPRENEUR.inn }, T.innLength("organization")],
    [{ ...entrepreneur, inn: "50012345675a" }, T.innLength("individual_entrepreneur")],
    [{ ...entrepreneur, inn: "500123456751" }, T.innChecksum],
    [{ ...organization, inn: "7707083894" }, T.innChecksum],
    [{ ...entrepreneur, ogrn: ORGANIZATION.ogrn }, T.ogrnLength("individual_entrepreneur")],
    [{ ...organization, ogrn: ENTREPRENEUR.ogrn }, T.ogrnLength("organization")],
    [{ ...entrepreneur, ogrn: "304500100123452" }, T.ogrnChecksum("individual_entrepreneur")],
    [{ ...organization, ogrn: "1027700132196" }, T.ogrnChecksum("organization")],
    [{ ...EDITED, legal_address: "д".repeat(501) }, T.addressTooLong],
    [{ ...EDITED, support_phones: undefined }, T.phoneRequired],
    [{ ...EDITED, support_phones: ["+7 (495) 1"] }, T.phoneInvalid],
    [{ ...EDITED, support_phones: ["+1 (212) 555"] }, T.phoneInvalid],
    [
      {
        ...EDITED,
        support_phones: ["+7 (495) 111-22-33", "+7 (495) 111-22-34", "+7 (495) 111-22-35"],
      },
      T.tooManyPhones,
    ],
    [{ ...EDITED, support_email: "не почта" }, T.emailInvalid],
    [{ ...EDITED, office_hours: null }, H.hoursInvalid],
    [{ ...EDITED, office_hours: { ...EDITED.office_hours, week: { mon: [] } } }, H.hoursInvalid],
    [hoursOn("mon", [{ from: "20:00", to: "09:00" }]), H.order("Понедельник")],
    [hoursOn("tue", [{ from: "9:00", to: "18:00" }]), H.time],
    [hoursOn("wed", [{ from: "09:00", to: "25:00" }]), H.time],
    [
      hoursOn("thu", [
        { from: "09:00", to: "13:00" },
        { from: "12:00", to: "18:00" },
      ]),
      H.overlap("Четверг"),
    ],
    [
      hoursOn(
        "fri",
        Array.from({ length: 5 }, () => ({ from: "09:00", to: "10:00" })),
      ),
      H.tooManyRanges("Пятница"),
    ],
    [{ ...EDITED, office_hours: { ...EDITED.office_hours, holidays: ["2027-13-01"] } }, H.holiday],
    [{ ...EDITED, office_hours: { ...EDITED.office_hours, auto_reply: " " } }, H.autoReplyRequired],
    [
      { ...EDITED, office_hours: { ...EDITED.office_hours, auto_reply: "а".repeat(501) } },
      H.autoReplyTooLong,
    ],
    [{ ...EDITED, whatsapp_url: "http://wa.me/74951112233" }, T.messengerInvalid("WhatsApp")],
    [{ ...EDITED, whatsapp_url: "javascript:alert(1)" }, T.messengerInvalid("WhatsApp")],
    [{ ...EDITED, telegram_url: "t.me/yurpomosh" }, T.messengerInvalid("Telegram")],
    [{ ...EDITED, telegram_url: "https://" }, T.messengerInvalid("Telegram")],
  ])("refuses %#: %j — and changes nothing", async (payload, detail) => {
    const before = await current();
    const audited = (await settingsAudit()).length;
    const response = await put(tokens.executor, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await current()).toEqual(before);
    expect(await settingsAudit()).toHaveLength(audited);
  });

  it("takes a site without contacts yet: no phone and no e-mail (issue 44 §3)", async () => {
    const saved = await put(tokens.executor, {
      ...EDITED,
      support_phones: ["", " "],
      support_email: " ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await current()).toMatchObject({ support_phones: [], support_email: "" });
    expect((await put(tokens.executor, EDITED)).statusCode).toBe(200);
  });

  it("survives a restart: the seed never overwrites an edit", async () => {
    await seedBaseContent(t.db);
    expect(await current()).toEqual(EDITED);
  });

  it("reads the defaults under a stored row that lacks a field or no longer fits", async () => {
    const { support_email: _dropped, ...partial } = EDITED;
    await t.db
      .update(siteSettings)
      .set({ value: partial })
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
    expect((await current()).support_email).toBe(SITE_SETTINGS_DEFAULTS.support_email);
    await t.db
      .update(siteSettings)
      .set({ value: { ...EDITED, support_phones: "не список" } })
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
    expect(await current()).toEqual(SITE_SETTINGS_DEFAULTS);
    expect((await put(tokens.executor, EDITED)).statusCode).toBe(200);
  });

  it("reads hours saved before the office hours as the same range on their days", async () => {
    const { office_hours: _new, ...old } = EDITED;
    await t.db
      .update(siteSettings)
      .set({ value: { ...old, working_hours: { from: 9, to: 20, days: "по будням" } } })
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
    const read = await current();
    expect(read.office_hours.week.mon).toEqual([{ from: "09:00", to: "20:00" }]);
    expect(read.office_hours.week.sat).toEqual([]);
    expect(read).not.toHaveProperty("working_hours");
    expect((await put(tokens.executor, EDITED)).statusCode).toBe(200);
  });
});
