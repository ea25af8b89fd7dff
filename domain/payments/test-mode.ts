/**
 * The «Тестовый режим оплаты» strip at the top of every page while the sandbox provider takes the
 * payments (issue 11 §6). Its own small module: the strip is part of every page's first script,
 * which must not carry all of the payment texts (domain/payments/payments.ts), and the server
 * draws the same strip into the page before any script runs (server/http/web-app.ts).
 */
export const TEST_MODE_BANNER_TEXT = "Тестовый режим оплаты";

/** The strip's height in px, the same in the page's first HTML and in React: nothing moves. */
export const TEST_MODE_STRIP_HEIGHT = 28;
