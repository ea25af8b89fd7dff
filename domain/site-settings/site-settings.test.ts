import { describe, expect, it } from "vitest";
import { isValidInn, isValidOgrn } from "../requisites.ts";
import { requisitesLine, SITE_SETTINGS_DEFAULTS, workingHoursText } from "./site-settings.ts";
import { normalizeSupportPhone } from "./site-settings-schemas.ts";

describe("site settings", () => {
  it("words the working hours from the office hours", () => {
    expect(workingHoursText(SITE_SETTINGS_DEFAULTS.office_hours)).toBe(
      "ежедневно 8:00–21:00 по московскому времени",
    );
  });

  it("writes any Russian number as +7 (XXX) XXX-XX-XX, another country's as E.164", () => {
    for (const typed of ["84951234567", "+7 495 123-45-67", "(495) 123 45 67", "74951234567"]) {
      expect(normalizeSupportPhone(typed)).toBe("+7 (495) 123-45-67");
    }
    expect(normalizeSupportPhone("+44 20 7946 0958")).toBe("+442079460958");
    for (const typed of ["+1 212 555", "12345", "+7 (495) 123-45-678", "", "2125550123x"]) {
      expect(normalizeSupportPhone(typed)).toBeNull();
    }
  });

  it("checks the control digits of ИНН and ОГРН", () => {
    expect(isValidInn("7707083893")).toBe(true);
    expect(isValidInn("7707083894")).toBe(false);
    expect(isValidInn("500123456750")).toBe(true);
    expect(isValidInn("500123456751")).toBe(false);
    expect(isValidInn("500123456760")).toBe(false);
    expect(isValidInn("77070838")).toBe(false);
    expect(isValidOgrn("1027700132195")).toBe(true);
    expect(isValidOgrn("1027700132194")).toBe(false);
    expect(isValidOgrn("304500100123451")).toBe(true);
    expect(isValidOgrn("304500100123450")).toBe(false);
    expect(isValidOgrn("30450010012345")).toBe(false);
  });

  it("lists the requisites that are filled in", () => {
    expect(requisitesLine(SITE_SETTINGS_DEFAULTS)).toBe("");
    expect(
      requisitesLine({
        ...SITE_SETTINGS_DEFAULTS,
        legal_form: "organization",
        inn: "7707083893",
        ogrn: "1027700132195",
        legal_address: "Москва",
      }),
    ).toBe("ИНН 7707083893 · ОГРН 1027700132195 · Москва");
  });
});
