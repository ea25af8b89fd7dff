import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords, pluralForm } from "./amount-in-words.ts";

describe("amountInWords", () => {
  it("writes roubles in words and kopecks in figures, with the right forms", () => {
    expect(amountInWords(4_200_000)).toBe("Сорок две тысячи рублей 00 копеек");
    expect(amountInWords(150_050)).toBe("Одна тысяча пятьсот рублей 50 копеек");
    expect(amountInWords(2_101)).toBe("Двадцать один рубль 01 копейка");
    expect(amountInWords(1_102)).toBe("Одиннадцать рублей 02 копейки");
    expect(amountInWords(0)).toBe("Ноль рублей 00 копеек");
    expect(amountInWords(100_000_000_00)).toBe("Сто миллионов рублей 00 копеек");
    expect(amountInWords(2_000_001_00)).toBe("Два миллиона один рубль 00 копеек");
  });

  it("says the numbers between as Russian does", () => {
    expect(numberInWords(12)).toBe("двенадцать");
    expect(numberInWords(219)).toBe("двести девятнадцать");
    expect(numberInWords(1_001)).toBe("одна тысяча один");
    expect(numberInWords(22_000)).toBe("двадцать две тысячи");
    expect(numberInWords(11_000)).toBe("одиннадцать тысяч");
    expect(numberInWords(999_999_999_999)).toBe(
      "девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять",
    );
    expect(pluralForm(111, ["рубль", "рубля", "рублей"])).toBe("рублей");
    expect(pluralForm(1_021, ["рубль", "рубля", "рублей"])).toBe("рубль");
  });
});
