/**
 * The amount rule of payments and two refusals of the server that the pay window and the
 * executor's forms show (issue 43 §4). Apart from payments.ts, whose texts every public page
 * carries: the home page's script stays within its budget. No zod: the web imports this.
 */
import { type MoneyField, moneyOfField } from "../money-rule.ts";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN, PAYMENT_TEXTS } from "./payments.ts";

export const PAYMENT_REFUSALS = {
  amountDecimals: "Сумма — в рублях и копейках: не больше двух знаков после запятой",
  /** A second payment of a payment request while one is pending (decision 053). */
  requestBeingPaid:
    "Этот счёт уже оплачивается: начатая оплата ещё не завершена. Завершите её на открытой странице оплаты или подождите — неоплаченная оплата отменяется примерно через час, и счёт можно будет оплатить снова.",
} as const;

/** The amount of a payment, a payment request and «Подтвердить оплату» (`moneySchema`). */
export const PAYMENT_AMOUNT_FIELD: MoneyField = {
  min: PAYMENT_AMOUNT_MIN,
  max: PAYMENT_AMOUNT_MAX,
  texts: {
    invalid: PAYMENT_TEXTS.amountInvalid,
    tooSmall: PAYMENT_TEXTS.amountInvalid,
    tooLarge: PAYMENT_TEXTS.amountTooLarge,
    decimals: PAYMENT_REFUSALS.amountDecimals,
  },
};

/**
 * Why an amount of roubles cannot be paid or requested, or null when it can (spec 2 §5: a positive
 * number, at least 1 ₽; at most one payment's maximum; whole kopecks). The server's schema
 * (`moneyTextSchema` with PAYMENT_AMOUNT_FIELD) and the executor's forms both ask this.
 */
export const paymentAmountOf = (roubles: number) => moneyOfField(PAYMENT_AMOUNT_FIELD, roubles);
