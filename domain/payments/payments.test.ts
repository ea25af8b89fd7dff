import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  offeredPaymentMethods,
  PAYMENT_STATES,
  paymentChange,
  purchaseStatusLabel,
} from "./payments.ts";

describe("ways to pay", () => {
  it("offers «Переводом» (first, the default) only when transfer details are configured", () => {
    expect(offeredPaymentMethods(true)).toEqual(["manual", "card"]);
    expect(offeredPaymentMethods(false)).toEqual(["card"]);
  });
});

/** Every source file under `dir` except tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("user pages never name configuration variables", () => {
  it("no text of web/ or domain/ mentions a server variable", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const variable =
      /\b(PAYMENT_PROVIDER|PUBLIC_URL|YOOKASSA_[A-Z_]+|PAYMENT_MANUAL_[A-Z_]*|PAYMENT_RECEIPT_[A-Z_]+|ADMIN_EMAIL|ADMIN_PASSWORD|DATABASE_URL|REDIS_URL|SEED_DEMO|DATA_DIR)\b/;
    const found = [...sources(path.join(root, "web")), ...sources(path.join(root, "domain"))]
      .filter((file) => variable.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(found).toEqual([]);
  });
});

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
