import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone.ts";
import { normalizePhone } from "./phone-number.ts";

describe("phone numbers", () => {
  it("stores every common way of writing a Russian number as E.164", () => {
    for (const typed of [
      "+7 (999) 123-45-67",
      "+79991234567",
      "89991234567",
      "8 999 123 45 67",
      "79991234567",
      "9991234567",
      " (999) 123-45-67 ",
    ]) {
      expect(normalizePhone(typed), typed).toBe("+79991234567");
    }
  });

  it("stores another country's number, written with «+» and its code, as E.164", () => {
    expect(normalizePhone("+1 (212) 555-01-23")).toBe("+12125550123");
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("+380 44 123 4567")).toBe("+380441234567");
    expect(normalizePhone("+49 30 901820")).toBe("+4930901820");
  });

  it("refuses what is not a number: too short, an unknown code, no «+» for another country", () => {
    for (const typed of [
      "",
      "12-34",
      "8900abc1234",
      "+1 212 555",
      "+999 123 456 789",
      "+8 999 123 45 67",
      "+7 (999) 123-45-678",
      "999123456",
      "+7 999 123 45 67 ext 1",
      `+7${"0".repeat(40)}`,
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });

  it("shows a stored number as +7 (XXX) XXX-XX-XX and leaves other text as it is", () => {
    expect(formatPhone("+79991234567")).toBe("+7 (999) 123-45-67");
    expect(formatPhone("8 (495) 120 45 67")).toBe("+7 (495) 120-45-67");
    expect(formatPhone("нет")).toBe("нет");
    expect(formatPhone("+12125550123")).toBe("+12125550123");
  });
});
