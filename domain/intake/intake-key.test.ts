import { describe, expect, it } from "vitest";
import { INTAKE_KEY_PATTERN, INTAKE_LIMITS } from "./intake.ts";
import { keyFromLabel } from "./intake-key.ts";

describe("an intake question's key from its label (issue 44)", () => {
  it("transliterates the Russian label into a template-safe key", () => {
    expect(keyFromLabel("ФИО")).toBe("fio");
    expect(keyFromLabel("Дата рождения")).toBe("data_rozhdeniya");
    expect(keyFromLabel("Сумма долга, ₽")).toBe("summa_dolga");
    expect(keyFromLabel("Щука и ёжик")).toBe("shchuka_i_yozhik");
    expect(keyFromLabel("Подъезд")).toBe("podezd");
    expect(keyFromLabel("  Court name ")).toBe("court_name");
  });

  it("starts with a letter, keeps to the length, and never repeats a key", () => {
    expect(keyFromLabel("2 этаж")).toBe("etazh");
    expect(keyFromLabel("ФИО", ["fio"])).toBe("fio_2");
    expect(keyFromLabel("ФИО", ["fio", "fio_2"])).toBe("fio_3");
    const long = keyFromLabel("Какой суд рассматривает дело по месту жительства ответчика");
    expect(long?.length).toBeLessThanOrEqual(INTAKE_LIMITS.keyLength);
    expect(long).toMatch(INTAKE_KEY_PATTERN);
    const repeated = keyFromLabel("Какой суд рассматривает дело по месту жительства ответчика", [
      long ?? "",
    ]);
    expect(repeated?.length).toBeLessThanOrEqual(INTAKE_LIMITS.keyLength);
    expect(repeated).toMatch(/_2$/);
  });

  it("makes none of a label without letters", () => {
    expect(keyFromLabel("")).toBeNull();
    expect(keyFromLabel("№ 1 — ?")).toBeNull();
  });
});
