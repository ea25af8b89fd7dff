import { describe, expect, it } from "vitest";
import { generatedFileName, isKnownPlaceholder } from "./document-templates.ts";

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
