import { describe, expect, it } from "vitest";
import { normalizeSupportHours } from "./tariff-editor.ts";
import { tariffDescription } from "./tariffs.ts";

describe("normalizeSupportHours («8:00 до 18:00»)", () => {
  it.each([
    ["8:00 до 18:00", "8:00 до 18:00"],
    ["  08:30   до 21:00 ", "08:30 до 21:00"],
    ["0:00 до 24:00", "0:00 до 24:00"],
    ["9:00\tдо\t17:00", "9:00 до 17:00"],
  ])("takes %j as %j", (input, stored) => {
    expect(normalizeSupportHours(input)).toBe(stored);
  });

  it.each([
    "8-18",
    "8:00-18:00",
    "8:00 – 18:00",
    "с 8:00 до 18:00",
    "18:00 до 8:00",
    "9:00 до 9:00",
    "24:00 до 24:00",
    "8:00 до 24:01",
    "8:60 до 18:00",
    "8:0 до 18:00",
    "",
  ])("refuses %j", (input) => {
    expect(normalizeSupportHours(input)).toBeNull();
  });
});

describe("tariffDescription", () => {
  it("writes prices with kopecks when they have them, and leaves out a trip that is not offered", () => {
    const lines = tariffDescription({
      support_hours: "8:00 до 18:00",
      consultation_hours: 1,
      documents_per_month: 3,
      task_hours: 21,
      court_price: 10000.5,
      trip_price: null,
      notes: ["Заметка"],
    }).map((line) => line.replace(/\s/g, " "));
    expect(lines).toEqual([
      "Поддержка с 8:00 до 18:00 по московскому времени",
      "Консультации до 1 часа в месяц",
      "До 3 документов в месяц",
      "Выполнение задач в течение 21 часа",
      "Участие в судебном заседании — 10 000,50 ₽ за заседание (оплачивается отдельно)",
      "Заметка",
    ]);
  });
});
