import { describe, expect, it } from "vitest";
import { isValidInn, isValidOgrn } from "../requisites.ts";
import {
  isWorkingTime,
  requisitesLine,
  SITE_SETTINGS_DEFAULTS,
  workingHoursText,
} from "./site-settings.ts";
import { normalizeSupportPhone } from "./site-settings-schemas.ts";

describe("site settings", () => {
  it("words the working hours as the site always did", () => {
    expect(workingHoursText(SITE_SETTINGS_DEFAULTS.working_hours)).toBe(
      "с 8:00 до 21:00 по московскому времени, без выходных",
    );
    expect(workingHoursText({ from: 9, to: 18, days: " " })).toBe(
      "с 9:00 до 18:00 по московскому времени",
    );
  });

  it("tells working time by the Moscow clock", () => {
    const hours = { from: 8, to: 21, days: "без выходных" };
    expect(isWorkingTime(hours, new Date("2026-03-02T05:00:00Z"))).toBe(true); // 8:00 МСК
    expect(isWorkingTime(hours, new Date("2026-03-02T04:59:00Z"))).toBe(false); // 7:59
    expect(isWorkingTime(hours, new Date("2026-03-02T17:59:00Z"))).toBe(true); // 20:59
    expect(isWorkingTime(hours, new Date("2026-03-02T18:00:00Z"))).toBe(false); // 21:00
    expect(isWorkingTime({ from: 0, to: 24, days: "" }, new Date("2026-03-02T21:30:00Z"))).toBe(
      true,
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
