import { describe, expect, it } from "vitest";
import { seedsDemo } from "../server/config.ts";
import { formatSeconds, startingLine, timedStep } from "./start-steps.ts";

describe("npm start's long steps", () => {
  it("say what they do before, and how long it took after", async () => {
    const printed: string[] = [];
    const clock = [1_000, 39_400];
    const result = await timedStep(
      "Сборка интерфейса",
      async () => {
        printed.push("(the build runs)");
        return 42;
      },
      (line) => printed.push(line),
      () => clock.shift() ?? 0,
    );
    expect(result).toBe(42);
    expect(printed).toEqual([
      "Сборка интерфейса…",
      "(the build runs)",
      "Сборка интерфейса: готово за 38 с.",
    ]);
  });

  it("write durations the Russian way", () => {
    expect(formatSeconds(420)).toBe("0,4 с");
    expect(formatSeconds(38_400)).toBe("38 с");
    expect(formatSeconds(65_000)).toBe("1 мин 05 с");
  });
});

describe("npm start's first line", () => {
  it("names demo data only when an empty database gets it (issue 44 §3)", () => {
    expect(seedsDemo({})).toBe(true);
    expect(seedsDemo({ SEED_DEMO: "false" })).toBe(false);
    expect(seedsDemo({ SEED_DEMO: "0" })).toBe(false);
    expect(startingLine("production", seedsDemo({}))).toContain("демо-данные");
    const fresh = startingLine("production", seedsDemo({ SEED_DEMO: "false" }));
    expect(fresh).toBe("Запуск сервера (production): база данных, миграции…");
    expect(fresh).not.toMatch(/демо/);
  });
});
