import { describe, expect, it } from "vitest";
import {
  answerIntake,
  formatIntakeValue,
  type IntakeField,
  intakeLines,
  isIntakeDate,
  INTAKE_TEXTS as T,
} from "./intake.ts";

const fields: IntakeField[] = [
  { key: "name", label: "Имя", type: "text", required: true },
  { key: "area", label: "Площадь", type: "number", required: false },
  { key: "kind", label: "Вид", type: "select", required: false, options: ["А", "Б"] },
  { key: "sure", label: "Согласен", type: "checkbox", required: true },
];

describe("answerIntake", () => {
  it("keeps answers in the form's order, trimmed and typed", () => {
    expect(answerIntake(fields, { sure: true, area: " 1 234,5 ", name: "  Анна " })).toEqual({
      answers: [
        { key: "name", label: "Имя", value: "Анна" },
        { key: "area", label: "Площадь", value: 1234.5 },
        { key: "sure", label: "Согласен", value: true },
      ],
    });
  });

  it("names the first problem by the field's label", () => {
    expect(answerIntake(fields, { sure: true })).toEqual({ problem: T.fieldRequired("Имя") });
    expect(answerIntake(fields, { name: "А", sure: false })).toEqual({
      problem: T.fieldRequired("Согласен"),
    });
    expect(answerIntake(fields, { name: "А", sure: true, area: "1e5" })).toEqual({
      problem: T.notNumber("Площадь"),
    });
    expect(answerIntake(fields, { name: "А", sure: true, area: 2e12 })).toEqual({
      problem: T.notNumber("Площадь"),
    });
    expect(answerIntake(fields, { name: "А", sure: true, kind: "В" })).toEqual({
      problem: T.notOption("Вид"),
    });
  });

  it("does not read keys from the prototype", () => {
    const field: IntakeField = { key: "constructor", label: "К", type: "text", required: true };
    expect(answerIntake([field], {})).toEqual({ problem: T.fieldRequired("К") });
  });
});

describe("dates and display", () => {
  it("accepts real calendar dates only", () => {
    expect(isIntakeDate("2024-02-29")).toBe(true);
    expect(isIntakeDate("2023-02-29")).toBe(false);
    expect(isIntakeDate("2026-13-01")).toBe(false);
    expect(isIntakeDate("28.11.2026")).toBe(false);
    expect(isIntakeDate("1800-01-01")).toBe(false);
  });

  it("shows answers as people read them", () => {
    expect(formatIntakeValue(true)).toBe("Да");
    expect(formatIntakeValue(false)).toBe("Нет");
    expect(formatIntakeValue(12.5)).toBe("12,5");
    expect(formatIntakeValue("2026-11-28")).toBe("28.11.2026");
    expect(intakeLines([{ key: "a", label: "Имя", value: "Анна" }])).toEqual(["Имя: Анна"]);
  });
});
