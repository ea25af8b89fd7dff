import { describe, expect, it } from "vitest";
import {
  accountNumberMatchesBik,
  correspondentAccountMatchesBik,
  isValidInn,
  isValidOgrn,
} from "./requisites.ts";

/** Real banks' published БИК and correspondent accounts: the Bank of Russia's key must hold. */
const BANKS = [
  { name: "Сбербанк", bik: "044525225", correspondent: "30101810400000000225" },
  { name: "ВТБ", bik: "044525187", correspondent: "30101810700000000187" },
  { name: "Альфа-Банк", bik: "044525593", correspondent: "30101810200000000593" },
  { name: "Т-Банк", bik: "044525974", correspondent: "30101810145250000974" },
  { name: "Сбербанк, Санкт-Петербург", bik: "044030653", correspondent: "30101810500000000653" },
];

describe("ИНН", () => {
  it("accepts organisations' (10 digits) and individuals' (12 digits) numbers", () => {
    for (const inn of ["7707083893", "7736207543", "7710140679", "500100732259", "773370857141"]) {
      expect(isValidInn(inn), inn).toBe(true);
    }
  });
  it("refuses a wrong check digit, a wrong length and letters", () => {
    for (const inn of ["7707083894", "500100732258", "500100732269", "77070838", "770708389X"]) {
      expect(isValidInn(inn), inn).toBe(false);
    }
  });
});

describe("ОГРН и ОГРНИП", () => {
  it("accepts an ОГРН (13 digits, mod 11) and an ОГРНИП (15 digits, mod 13)", () => {
    for (const ogrn of ["1027700132195", "1027739609391", "1037739877295", "304500116000157"]) {
      expect(isValidOgrn(ogrn), ogrn).toBe(true);
    }
  });
  it("refuses a wrong check digit and other lengths", () => {
    for (const ogrn of ["1027700132194", "304500116000158", "102770013219", "30450011600015"]) {
      expect(isValidOgrn(ogrn), ogrn).toBe(false);
    }
  });
});

describe("correspondent account against the БИК", () => {
  it("holds for real banks", () => {
    for (const bank of BANKS) {
      expect(correspondentAccountMatchesBik(bank.correspondent, bank.bik), bank.name).toBe(true);
    }
  });
  it("fails for another bank's БИК, one changed digit, or a non-301 account", () => {
    expect(correspondentAccountMatchesBik("30101810400000000225", "044525187")).toBe(false);
    expect(correspondentAccountMatchesBik("30101810400000000226", "044525225")).toBe(false);
    expect(correspondentAccountMatchesBik("30101810500000000225", "044525225")).toBe(false);
    expect(correspondentAccountMatchesBik("40702810400000000225", "044525225")).toBe(false);
    expect(correspondentAccountMatchesBik("3010181040000000022", "044525225")).toBe(false);
  });
});

describe("settlement account against the БИК", () => {
  it("holds when the key (9th digit) matches the bank", () => {
    expect(accountNumberMatchesBik("40702810200000012345", "044525225")).toBe(true);
    expect(accountNumberMatchesBik("40817810700000000001", "044525225")).toBe(true);
  });
  it("fails with any other key digit, or at another bank", () => {
    for (let key = 0; key <= 9; key++) {
      if (key === 2) continue;
      expect(accountNumberMatchesBik(`40702810${key}00000012345`, "044525225")).toBe(false);
    }
    expect(accountNumberMatchesBik("40702810200000012345", "044525187")).toBe(false);
    expect(accountNumberMatchesBik("4070281020000001234", "044525225")).toBe(false);
  });
});
