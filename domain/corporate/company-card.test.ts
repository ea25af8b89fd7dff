import { describe, expect, it } from "vitest";
import {
  COMPANY_CARD_FIELDS,
  type CompanyCard,
  firstCardError,
  normalizeCardValue,
  OPTIONAL_CARD_FIELDS,
  COMPANY_CARD_TEXTS as T,
  validateCompanyCard,
} from "./company-card.ts";

/** Sberbank's own requisites with a settlement account whose key fits Sberbank's БИК. */
const VALID_CARD: CompanyCard = {
  company_name: "ООО «Ромашка»",
  inn: "7707083893",
  ogrn_ogrnip: "1027700132195",
  kpp: "773601001",
  address: "117997, г. Москва, ул. Вавилова, д. 19",
  signatory_name: "",
  signatory_title: "",
  account_number: "40702810200000012345",
  correspondent_account: "30101810400000000225",
  bank_name: "ПАО Сбербанк",
  bank_bik: "044525225",
};

const withField = (field: keyof CompanyCard, value: string) => ({ ...VALID_CARD, [field]: value });

describe("company card", () => {
  it("accepts a valid organisation and a valid sole trader", () => {
    expect(validateCompanyCard(VALID_CARD)).toEqual({});
    const soleTrader = {
      ...VALID_CARD,
      inn: "500100732259",
      ogrn_ogrnip: "304500116000157",
      kpp: "",
    };
    expect(validateCompanyCard(soleTrader)).toEqual({});
    // Who signs is for the papers (issue 44 §2): named or not, the card is saved.
    const signed = {
      ...VALID_CARD,
      signatory_name: "Петров Пётр Петрович",
      signatory_title: "Директор",
    };
    expect(validateCompanyCard(signed)).toEqual({});
  });

  it("requires the spec's eight fields, each named in its error; КПП and signatory may stay empty", () => {
    const empty = Object.fromEntries(COMPANY_CARD_FIELDS.map((f) => [f, ""])) as CompanyCard;
    const errors = validateCompanyCard(empty);
    for (const field of COMPANY_CARD_FIELDS) {
      if (OPTIONAL_CARD_FIELDS.includes(field)) expect(errors[field]).toBeUndefined();
      else expect(errors[field]).toBe(T.required(field));
    }
    expect(COMPANY_CARD_FIELDS.length - OPTIONAL_CARD_FIELDS.length).toBe(8);
    expect(firstCardError(empty)).toBe("Название организации: заполните поле");
  });

  it("takes an organisation's КПП (Latin capitals allowed), refuses a malformed one and a sole trader's", () => {
    expect(validateCompanyCard(withField("kpp", "7736AB001"))).toEqual({});
    expect(normalizeCardValue("kpp", " 7736 ab 001 ")).toBe("7736AB001");
    expect(validateCompanyCard(withField("kpp", "77360100"))).toEqual({ kpp: T.kppShape });
    expect(validateCompanyCard(withField("kpp", "7736АБ001"))).toEqual({ kpp: T.kppShape });
    const soleTrader = { ...VALID_CARD, inn: "500100732259", ogrn_ogrnip: "304500116000157" };
    expect(validateCompanyCard(soleTrader)).toEqual({ kpp: T.kppForSoleTrader });
  });

  it("names the field of every refused requisite", () => {
    const cases: [keyof CompanyCard, string, string][] = [
      ["inn", "770708389", T.innShape],
      ["inn", "7707083894", T.innChecksum],
      ["ogrn_ogrnip", "10277001321", T.ogrnShape],
      ["ogrn_ogrnip", "1027700132194", T.ogrnChecksum],
      ["ogrn_ogrnip", "304500116000157", T.ogrnForOrganization],
      ["bank_bik", "04452522", T.bikShape],
      ["correspondent_account", "3010181040000000022", T.correspondentShape],
      ["correspondent_account", "40101810400000000225", T.correspondentPrefix],
      ["correspondent_account", "30101810700000000187", T.correspondentMismatch],
      ["account_number", "407028102000000123", T.accountShape],
      ["account_number", "40702810300000012345", T.accountMismatch],
    ];
    for (const [field, value, message] of cases) {
      expect(validateCompanyCard(withField(field, value)), `${field}=${value}`).toEqual({
        [field]: message,
      });
    }
    expect(T.innChecksum.startsWith("ИНН: ")).toBe(true);
    expect(
      validateCompanyCard({
        ...VALID_CARD,
        inn: "500100732259",
        ogrn_ogrnip: "1027700132195",
        kpp: "",
      }),
    ).toEqual({ ogrn_ogrnip: T.ogrnForSoleTrader });
  });

  it("reports a wrong БИК once, at the БИК, not again at both accounts", () => {
    expect(validateCompanyCard(withField("bank_bik", "04452522x"))).toEqual({
      bank_bik: T.bikShape,
    });
  });

  it("drops spaces inside digit fields, and trims the others", () => {
    expect(normalizeCardValue("account_number", " 4070 2810 2000 0001 2345 ")).toBe(
      "40702810200000012345",
    );
    expect(normalizeCardValue("address", "  Москва, ул. Тверская  ")).toBe("Москва, ул. Тверская");
  });
});
