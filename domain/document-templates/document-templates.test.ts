import { describe, expect, it } from "vitest";
import {
  generatedFileName,
  isKnownPlaceholder,
  KNOWN_PLACEHOLDERS,
  NAME_CASES,
  placeholderMeaning,
} from "./document-templates.ts";

describe("placeholders", () => {
  it("knows the listed names and intake answers by key, nothing else", () => {
    expect(isKnownPlaceholder("client.full_name")).toBe(true);
    expect(isKnownPlaceholder("today")).toBe(true);
    expect(isKnownPlaceholder("order.price")).toBe(true);
    expect(isKnownPlaceholder("order.price_with_currency")).toBe(true);
    expect(isKnownPlaceholder("intake.debt_sum")).toBe(true);
    expect(isKnownPlaceholder("intake.<ключ>")).toBe(false);
    expect(isKnownPlaceholder("intake.Debt")).toBe(false);
    expect(isKnownPlaceholder("client.pasport")).toBe(false);
    expect(isKnownPlaceholder("constructor")).toBe(false);
    expect(isKnownPlaceholder("__proto__")).toBe(false);
  });
});

describe("generatedFileName", () => {
  it("names the document by the template and the client, safe for any file system", () => {
    expect(generatedFileName("Договор", "Иванов Иван")).toBe("Договор — Иванов Иван.docx");
    expect(generatedFileName("Иск: взыскание/долг", null)).toBe("Иск_ взыскание_долг.docx");
    expect(generatedFileName("  ", null)).toBe("Документ.docx");
  });
});

describe("the placeholders' list (issue 44 §2)", () => {
  it("offers every name in five cases, and today's date as the example of {today}", () => {
    for (const base of ["client.full_name", "firm.signatory_name", "company.signatory_name"]) {
      for (const nameCase of NAME_CASES) {
        expect(isKnownPlaceholder(`${base}_${nameCase}`), `${base}_${nameCase}`).toBe(true);
      }
    }
    expect(KNOWN_PLACEHOLDERS["client.full_name_genitive"]).toContain(
      "в лице Иванова Ивана Ивановича",
    );
    expect(placeholderMeaning("today", KNOWN_PLACEHOLDERS.today, "03.12.2026")).toBe(
      "Сегодняшняя дата (03.12.2026)",
    );
    expect(KNOWN_PLACEHOLDERS.today).not.toMatch(/\d/);
    expect(placeholderMeaning("firm.inn", "ИНН фирмы", "03.12.2026")).toBe("ИНН фирмы");
  });
});
