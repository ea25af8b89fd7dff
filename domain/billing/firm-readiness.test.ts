import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from "../site-settings/site-settings.ts";
import { BILLING_SETTINGS_DEFAULTS } from "./billing.ts";
import {
  firmSignatory,
  initialsOf,
  missingForBilling,
  FIRM_READINESS_TEXTS as R,
} from "./firm-readiness.ts";

const BANK = {
  ...BILLING_SETTINGS_DEFAULTS,
  bank_name: "ПАО Сбербанк",
  bik: "044525225",
  account: "40702810200000012345",
  correspondent_account: "30101810400000000225",
};
const SOLE_TRADER: SiteSettings = {
  ...SITE_SETTINGS_DEFAULTS,
  company_name: "ИП Иванов Иван Иванович",
  inn: "500100732259",
  ogrn: "304500116000157",
  legal_address: "Москва",
};
const ORGANIZATION: SiteSettings = {
  ...SOLE_TRADER,
  company_name: "ООО «Право»",
  legal_form: "organization",
  inn: "7707083893",
  ogrn: "1027700132195",
  kpp: "773601001",
  signatory_name: "Петров Пётр Петрович",
  signatory_title: "Генеральный директор",
};

describe("what a company's invoice needs of the firm (issue 44 §2)", () => {
  it("nothing more of a complete organisation or sole trader", () => {
    expect(missingForBilling(ORGANIZATION, BANK)).toEqual([]);
    expect(missingForBilling(SOLE_TRADER, BANK)).toEqual([]);
  });

  it("an organisation's КПП, signatory and title; anyone's bank", () => {
    const bare = { ...ORGANIZATION, kpp: null, signatory_name: null, signatory_title: null };
    expect(missingForBilling(bare, BILLING_SETTINGS_DEFAULTS)).toEqual([
      R.kpp,
      R.signatoryName,
      R.signatoryTitle,
      R.bank,
    ]);
    expect(missingForBilling({ ...SOLE_TRADER }, { ...BANK, account: null })).toEqual([R.bank]);
  });

  it("a fresh install: the four requisites first, then the bank", () => {
    expect(missingForBilling(SITE_SETTINGS_DEFAULTS, BILLING_SETTINGS_DEFAULTS)).toEqual([
      "название или ФИО предпринимателя",
      "ИНН",
      "ОГРНИП",
      "юридический адрес",
      R.bank,
    ]);
  });

  it("a sole trader signs in its own name unless another is given", () => {
    expect(firmSignatory(SOLE_TRADER)).toEqual({
      name: "Иванов Иван Иванович",
      title: "Индивидуальный предприниматель",
    });
    expect(firmSignatory({ ...SOLE_TRADER, signatory_name: "Иванов Иван" })?.name).toBe(
      "Иванов Иван",
    );
    expect(firmSignatory(ORGANIZATION)).toEqual({
      name: "Петров Пётр Петрович",
      title: "Генеральный директор",
    });
    expect(firmSignatory({ ...ORGANIZATION, signatory_title: null })).toBeNull();
  });

  it("transcribes a signature as the surname and initials", () => {
    expect(initialsOf("Римский-Корсаков Николай Андреевич")).toBe("Римский-Корсаков Н. А.");
    expect(initialsOf(" Шоу  Бернард ")).toBe("Шоу Б.");
  });
});
