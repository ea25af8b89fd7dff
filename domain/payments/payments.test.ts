import { describe, expect, it } from "vitest";
import { PAYMENT_STATES, paymentChange, purchaseStatusLabel } from "./payments.ts";

describe("payment state changes", () => {
  it.each([
    ["pending", "succeeded"],
    ["pending", "canceled"],
    ["pending", "refunded"],
    ["succeeded", "refunded"],
  ] as const)("%s → %s is applied", (from, to) => {
    expect(paymentChange(from, to)).toBe("apply");
  });

  it("a repeat changes nothing", () => {
    for (const state of PAYMENT_STATES) expect(paymentChange(state, state)).toBe("unchanged");
  });

  it("refuses every other move, so a late or forged notice cannot undo a payment", () => {
    let applied = 0;
    for (const from of PAYMENT_STATES) {
      for (const to of PAYMENT_STATES) if (paymentChange(from, to) === "apply") applied++;
    }
    expect(applied).toBe(4);
    expect(paymentChange("succeeded", "pending")).toBe("refused");
    expect(paymentChange("canceled", "succeeded")).toBe("refused");
    expect(paymentChange("refunded", "succeeded")).toBe("refused");
  });

  it("labels purchases as the business-tariff statistics do", () => {
    expect(["succeeded", "pending", "canceled", "refunded"].map(purchaseStatusLabel)).toEqual([
      "Оплачено",
      "Ожидание",
      "Отменено",
      "Отменено",
    ]);
  });
});
