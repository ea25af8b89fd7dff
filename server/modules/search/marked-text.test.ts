import { describe, expect, it } from "vitest";
import {
  decodeEntities,
  MATCH_STOP as E,
  markContact,
  markDigits,
  markedFromHeadline,
  markSubstring,
  MATCH_START as S,
} from "./marked-text.ts";

describe("marked text", () => {
  it("reads ts_headline's markers as pieces, and `<` back from its stand-in", () => {
    expect(markedFromHeadline(`Мы ${S}договоры${E} и \u0004b> ${S}иск${E}`)).toEqual([
      { text: "Мы ", match: false },
      { text: "договоры", match: true },
      { text: " и <b> ", match: false },
      { text: "иск", match: true },
    ]);
    expect(markedFromHeadline("")).toEqual([]);
    // A start without its stop (never written by PostgreSQL) still marks what follows, no more.
    expect(markedFromHeadline(`до ${S}конца`)).toEqual([
      { text: "до ", match: false },
      { text: "конца", match: true },
    ]);
  });

  it("marks every occurrence of the letters typed, in any case", () => {
    expect(markSubstring("Иван ИВАНОВ", "иван")).toEqual([
      { text: "Иван", match: true },
      { text: " ", match: false },
      { text: "ИВАН", match: true },
      { text: "ОВ", match: false },
    ]);
    expect(markSubstring("Пётр", "петр")).toEqual([{ text: "Пётр", match: false }]);
  });

  it("marks a phone by its digits across brackets and dashes", () => {
    expect(markDigits("+7 (916) 123-45-67", "9161234")).toEqual([
      { text: "+7 (", match: false },
      { text: "916) 123-4", match: true },
      { text: "5-67", match: false },
    ]);
    expect(markContact("+7 (916) 123-45-67", "916 12")).toEqual(
      markDigits("+7 (916) 123-45-67", "91612"),
    );
    // Fewer than three digits is not a phone search.
    expect(markContact("+7 (916) 123-45-67", "91")).toEqual([
      { text: "+7 (", match: false },
      { text: "91", match: true },
      { text: "6) 123-45-67", match: false },
    ]);
  });

  it("turns the sanitiser's entities back into letters, leaving unknown ones", () => {
    expect(
      decodeEntities([
        { text: "&laquo;A&raquo; &amp; &#8470;5 &#x41; &bogus; &#99999999;", match: false },
      ]),
    ).toEqual([{ text: "«A» & №5 A &bogus; &#99999999;", match: false }]);
  });
});
