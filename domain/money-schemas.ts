/**
 * The one zod schema of an amount of money a request carries (issue 43 §4): refunds, tariff and
 * service prices, payment requests, «Подтвердить оплату», payments. Roubles in (the spec's
 * fields), rounded to whole kopecks first and then held to the field's limits (`moneyOf`), roubles
 * out — exactly kopecks / 100, so `roublesToKopecks` of it is exact. Apart from money.ts so the web
 * carries no zod.
 */
import { z } from "zod";
import { type MoneyField, moneyOfField } from "./money-rule.ts";

export type { MoneyField } from "./money-rule.ts";

/** Roubles (a JSON number), whole kopecks within the field's limits, else 400 with its text. */
export function moneySchema(field: MoneyField) {
  return z.number({ error: field.texts.invalid }).transform((roubles, ctx) => {
    const money = moneyOfField(field, roubles);
    if (money.error !== null) {
      ctx.addIssue({ code: "custom", message: money.error, input: roubles });
      return z.NEVER;
    }
    return money.kopecks / 100;
  });
}

/** «1500», «1500.5», «1 500,50»: digits, one decimal point or comma, spaces between groups. */
const DECIMAL_TEXT = /^-?\d[\d ]{0,20}(?:[.,]\d{1,20})?$/;

/**
 * The same, also read from a decimal text («1500», «1500,50»): a form's fields sent as multipart
 * are text. Never JavaScript's number syntax («0x10», «1e3», «Infinity»), which nobody types as
 * money and `Number()` would take.
 */
export function moneyTextSchema(field: MoneyField) {
  const decimal = z
    .string()
    .trim()
    .regex(DECIMAL_TEXT)
    .transform((text) => Number(text.replaceAll(" ", "").replace(",", ".")));
  return z.union([z.number(), decimal], { error: field.texts.invalid }).pipe(moneySchema(field));
}
