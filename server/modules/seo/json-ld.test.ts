import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_DEFAULTS } from "../../../domain/site-settings/site-settings.ts";
import { legalServiceLd } from "./json-ld.ts";

const URL = "https://yurpomosh.example/";
const addressOf = (legal_address: string | null) =>
  legalServiceLd({ ...SITE_SETTINGS_DEFAULTS, legal_address }, URL).address;

describe("the home page's LegalService: its address (issue 43 §6)", () => {
  it("splits a legal address into index, locality and street, in Russia", () => {
    expect(addressOf("123456, г. Москва, ул. Тверская, д. 1, офис 5")).toEqual({
      "@type": "PostalAddress",
      postalCode: "123456",
      addressLocality: "Москва",
      streetAddress: "ул. Тверская, д. 1, офис 5",
      addressCountry: "RU",
    });
  });

  it("writes an address it cannot split whole as the street", () => {
    expect(addressOf("  ул. Тверская, д. 1 ")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "ул. Тверская, д. 1",
      addressCountry: "RU",
    });
  });

  it("keeps the required address while none is given: the country alone", () => {
    for (const missing of [null, "", "   "]) {
      expect(addressOf(missing)).toEqual({ "@type": "PostalAddress", addressCountry: "RU" });
    }
  });
});
