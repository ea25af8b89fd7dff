import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_CARD_TEXTS as CARD,
  COMPANY_CARD_FIELDS,
  OPTIONAL_CARD_FIELDS,
} from "../../../domain/corporate/company-card.ts";
import { CORPORATE_TEXTS as T } from "../../../domain/corporate/corporate.ts";
import type { CompanyProfile } from "../../../domain/corporate/corporate-schemas.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { corporateProfiles } from "../../db/schema/corporate.ts";
import { buildBackOfficeTestApp } from "../../test/back-office.ts";
import {
  type CorporateCallers,
  corporateCallers,
  SOLE_TRADER_CARD,
  VALID_CARD,
} from "../../test/corporate-fixtures.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let who: CorporateCallers;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  who = await corporateCallers(t.app);
});
afterAll(() => t.close());

const getProfile = (token?: string) =>
  t.app.inject({ url: "/api/corporate/profile", headers: token ? bearer(token) : {} });
const postProfile = (payload: unknown, token?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/corporate/profile",
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const storedCards = async () => t.db.select().from(corporateProfiles);

describe("who may use the company card", () => {
  it("refuses anonymous callers, individuals, executors and admins with a Russian detail, storing nothing", async () => {
    const cases: [string, string | undefined, number, string][] = [
      ["anonymous", undefined, 401, AUTH_TEXTS.notAuthenticated],
      ["a refused token", "not-a-real-token", 401, AUTH_TEXTS.sessionExpired],
      ["an individual", who.individual.token, 403, T.corporateOnly],
      ["an executor", who.executor, 403, T.corporateOnly],
      ["an admin", who.admin, 403, T.corporateOnly],
    ];
    for (const [caller, token, status, detail] of cases) {
      for (const response of [await getProfile(token), await postProfile(VALID_CARD, token)]) {
        expect(response.statusCode, caller).toBe(status);
        expect(response.json(), caller).toEqual({ detail });
      }
      // Refused before validation: a broken body tells a stranger nothing either.
      const broken = await postProfile({ inn: "1" }, token);
      expect(broken.statusCode, caller).toBe(status);
    }
    expect(await storedCards()).toEqual([]);
  });

  it("answers 404 before the first save, then the owner's card to the owner only", async () => {
    const before = await getProfile(who.owner.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: T.profileNotFound });

    const saved = await postProfile(VALID_CARD, who.owner.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...VALID_CARD, documents: [] });

    const read = await getProfile(who.owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved.json());

    // Another company sees its own (missing) card, never the owner's.
    const other = await getProfile(who.otherCompany.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(VALID_CARD.inn);
  });

  it("a second save updates the same card (one row per company)", async () => {
    const first = await postProfile(VALID_CARD, who.otherCompany.token);
    expect(first.statusCode).toBe(200);
    const second = await postProfile(SOLE_TRADER_CARD, who.otherCompany.token);
    expect(second.statusCode).toBe(200);
    const profile = second.json() as CompanyProfile;
    expect(profile).toMatchObject(SOLE_TRADER_CARD);
    expect(profile.created_at).toBe((first.json() as CompanyProfile).created_at);
    const rows = await t.db
      .select()
      .from(corporateProfiles)
      .where(eq(corporateProfiles.userId, who.otherCompany.id));
    expect(rows).toHaveLength(1);
  });
});

describe("validation of the card (400, the field named in Russian, nothing changed)", () => {
  const refuse = async (payload: unknown, detail: string) => {
    const before = await storedCards();
    const response = await postProfile(payload, who.owner.token);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json(), JSON.stringify(payload)).toEqual({ detail });
    expect(await storedCards()).toEqual(before);
  };

  it("requires every one of the eight fields", async () => {
    for (const field of COMPANY_CARD_FIELDS) {
      if (OPTIONAL_CARD_FIELDS.includes(field)) continue;
      await refuse({ ...VALID_CARD, [field]: "   " }, CARD.required(field));
      const { [field]: _missing, ...rest } = VALID_CARD;
      await refuse(rest, CARD.required(field));
    }
    await refuse({ ...VALID_CARD, address: "д".repeat(1100) }, CARD.tooLong("address"));
  });

  it("checks the ИНН: length and check digits, 10 or 12 digits", async () => {
    await refuse({ ...VALID_CARD, inn: "770708389" }, CARD.innShape);
    await refuse({ ...VALID_CARD, inn: "77070838931" }, CARD.innShape);
    await refuse({ ...VALID_CARD, inn: "770708389A" }, CARD.innShape);
    await refuse({ ...VALID_CARD, inn: "7707083894" }, CARD.innChecksum);
    await refuse(
      { ...SOLE_TRADER_CARD, inn: "500100732258" }, // 12 digits, the last check digit wrong
      CARD.innChecksum,
    );
    expect(CARD.innChecksum).toMatch(/^ИНН: /);
  });

  it("checks the ОГРН (13 digits) and the ОГРНИП (15 digits), and that they fit the ИНН", async () => {
    await refuse({ ...VALID_CARD, ogrn_ogrnip: "102770013219" }, CARD.ogrnShape);
    await refuse({ ...VALID_CARD, ogrn_ogrnip: "1027700132194" }, CARD.ogrnChecksum);
    await refuse({ ...SOLE_TRADER_CARD, ogrn_ogrnip: "304500116000158" }, CARD.ogrnChecksum);
    await refuse({ ...VALID_CARD, ogrn_ogrnip: "304500116000157" }, CARD.ogrnForOrganization);
    await refuse({ ...SOLE_TRADER_CARD, ogrn_ogrnip: "1027700132195" }, CARD.ogrnForSoleTrader);
  });

  it("checks the БИК and both accounts against it (Bank of Russia control key)", async () => {
    await refuse({ ...VALID_CARD, bank_bik: "04452522" }, CARD.bikShape);
    await refuse(
      { ...VALID_CARD, correspondent_account: "3010181040000000022" },
      CARD.correspondentShape,
    );
    await refuse(
      { ...VALID_CARD, correspondent_account: "40101810400000000225" },
      CARD.correspondentPrefix,
    );
    // ВТБ's correspondent account with Sberbank's БИК.
    await refuse(
      { ...VALID_CARD, correspondent_account: "30101810700000000187" },
      CARD.correspondentMismatch,
    );
    await refuse({ ...VALID_CARD, account_number: "4070281020000001234" }, CARD.accountShape);
    // One digit of the control key changed.
    await refuse({ ...VALID_CARD, account_number: "40702810300000012345" }, CARD.accountMismatch);
    // A Sberbank account at ВТБ.
    await refuse(
      { ...VALID_CARD, bank_bik: "044525187", correspondent_account: "30101810700000000187" },
      CARD.accountMismatch,
    );
  });

  it("keeps the КПП and who signs (issue 44 §2); a card without them reads them empty; a sole trader has no КПП", async () => {
    const signed = await postProfile({ ...VALID_CARD, kpp: "7736 ab 001" }, who.owner.token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      kpp: "7736AB001",
      signatory_name: VALID_CARD.signatory_name,
      signatory_title: VALID_CARD.signatory_title,
    });
    expect((await getProfile(who.executor)).statusCode).toBe(403);
    const { kpp: _kpp, signatory_name: _name, signatory_title: _title, ...eight } = VALID_CARD;
    const bare = await postProfile(eight, who.owner.token);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ kpp: "", signatory_name: "", signatory_title: "" });
    await refuse({ ...VALID_CARD, kpp: "77360100" }, CARD.kppShape);
    await refuse({ ...SOLE_TRADER_CARD, kpp: "773601001" }, CARD.kppForSoleTrader);
    await refuse(
      { ...VALID_CARD, signatory_name: "И".repeat(500) },
      CARD.tooLong("signatory_name"),
    );
    expect((await postProfile(VALID_CARD, who.owner.token)).statusCode).toBe(200);
  });

  it("accepts digits typed in groups and stores them without spaces", async () => {
    const response = await postProfile(
      {
        ...VALID_CARD,
        inn: " 7707 083 893 ",
        account_number: "40702 810 2 0000 0012345",
        company_name: "  ООО «Ромашка»  ",
      },
      who.owner.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(VALID_CARD);
  });
});
