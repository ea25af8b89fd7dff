import { describe, expect, it } from "vitest";
import { SLA_TEXTS } from "./sla.ts";

describe("the reply-time badge's words", () => {
  it("say the time left in minutes, hours or days", () => {
    expect(SLA_TEXTS.timeLeft(0)).toBe("Осталось 1 мин");
    expect(SLA_TEXTS.timeLeft(25)).toBe("Осталось 25 мин");
    expect(SLA_TEXTS.timeLeft(60)).toBe("Осталось 1 ч");
    expect(SLA_TEXTS.timeLeft(130)).toBe("Осталось 2 ч 10 мин");
    expect(SLA_TEXTS.timeLeft(3 * 24 * 60 + 5)).toBe("Осталось 3 дн");
  });
});
