import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  offeredPaymentMethods,
  PAYMENT_STATES,
  PAYMENT_TEXTS,
  paymentChange,
  paymentChatNote,
  purchaseStatusLabel,
} from "./payments.ts";

describe("ways to pay", () => {
  it("offers «Переводом» (first, the default) only when transfer details are configured", () => {
    expect(offeredPaymentMethods(true)).toEqual(["manual", "card"]);
    expect(offeredPaymentMethods(false)).toEqual(["card"]);
    expect(offeredPaymentMethods(true, true)).toEqual(["manual", "card", "sbp"]);
    expect(offeredPaymentMethods(false, true)).toEqual(["card", "sbp"]);
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
    // The administrator's «Оплата» is the one place that may name them: it says which parts the
    // server's environment sets, and that YooKassa needs the site's address (decision 041).
    const operatorOnly = new Set(["domain/payments/payment-setup-texts.ts"]);
    const found = [...sources(path.join(root, "web")), ...sources(path.join(root, "domain"))]
      .filter((file) => !operatorOnly.has(path.relative(root, file)))
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

describe("paymentChatNote («Платежи» without a chat)", () => {
  const at = "2026-11-27T10:00:00.000Z";
  it("says what a card or tariff payment that never succeeded was for: it never had a chat", () => {
    expect(paymentChatNote({ kind: "tariff", paid_at: null, service_title: "Бизнес" })).toBe(
      "Без чата: оплата тарифа «Бизнес»",
    );
    expect(paymentChatNote({ kind: "card", paid_at: null, service_title: "Иск" })).toBe(
      "Без чата: оплата услуги «Иск»",
    );
  });
  it("says «Чат удалён» where a chat existed: a paid order, a request, a transfer", () => {
    for (const payment of [
      { kind: "card", paid_at: at },
      { kind: "tariff", paid_at: at },
      { kind: "payment_request", paid_at: null },
      { kind: "manual", paid_at: at },
    ] as const) {
      expect(paymentChatNote({ ...payment, service_title: "Иск" })).toBe(
        PAYMENT_TEXTS.paymentsNoChat,
      );
    }
  });
});
