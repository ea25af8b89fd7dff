import { describe, expect, it } from "vitest";
import { reviewAuthorName } from "./review-author.ts";

describe("reviewAuthorName («Имя Ф.» under a public review)", () => {
  it.each([
    ["Иванов Иван Иванович", "Иван И."],
    ["Петрова Анна Сергеевна", "Анна П."],
    ["Петрова Анна", "Анна П."],
    ["Анна Петрова", "Анна П."],
    ["  олег   переводов  ", "Олег П."],
    ["Олег Переводов 3fa9", "Олег П."],
    ["Ольга К.", "Ольга К."],
    ["Мадонна", "Мадонна"],
    ["", ""],
  ])("%s → %s", (full, shown) => {
    expect(reviewAuthorName(full)).toBe(shown);
  });
});
