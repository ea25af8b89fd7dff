import { NumberInput } from "@mantine/core";
import { kopecksToRoubles } from "../../../domain/money.ts";
import { paymentAmountOf } from "../../../domain/payments/payment-refusals.ts";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "../../../domain/payments/payments.ts";

export type AmountCheck = { amount: number; error: null } | { amount: null; error: string };

/**
 * An amount typed by the executor, checked by the server's own rule (domain paymentAmountOf) and
 * kept to whole kopecks; an empty field is not a number.
 */
export function checkPaymentAmount(value: string | number): AmountCheck {
  const number =
    typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  const money = paymentAmountOf(number);
  return money.error === null
    ? { amount: kopecksToRoubles(money.kopecks), error: null }
    : { amount: null, error: money.error };
}

interface PaymentAmountFieldProps {
  label: string;
  value: string | number;
  onChange(value: string | number): void;
  error: string | null;
}

/** Roubles with up to two decimals, a comma as the separator and the rouble sign after. */
export function PaymentAmountField({ label, value, onChange, error }: PaymentAmountFieldProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      min={PAYMENT_AMOUNT_MIN}
      max={PAYMENT_AMOUNT_MAX}
      // No silent clamping: 0 stays 0 and gets the error instead of quietly becoming 1 ₽.
      clampBehavior="none"
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator=" "
      allowNegative={false}
      suffix=" ₽"
      hideControls
      required
      data-autofocus
    />
  );
}
