import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./phone.ts";

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

  it("refuses what is not one Russian number", () => {
    for (const typed of [
      "",
      "12-34",
      "8900abc1234",
      "+1 212 555 0123",
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
  });
});
