/**
 * The «Тестовый режим оплаты» banner shown on every page while the sandbox provider takes the
 * payments (issue 11 §6). Its own small module: the banner is part of every page's first script,
 * which must not carry all of the payment texts (domain/payments/payments.ts).
 */
export const TEST_MODE_BANNER_TEXT = "Тестовый режим оплаты";
