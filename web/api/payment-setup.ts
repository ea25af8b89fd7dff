import type { PaymentSetup, UpdatePaymentSetup } from "../../domain/payments/payment-setup.ts";
import { apiFetch } from "./client.ts";

/** «Оплата» of the administrator (issue 28 §2): how the site takes money, read and saved. */
export const paymentSetupApi = {
  get: (signal?: AbortSignal) => apiFetch<PaymentSetup>("/executor/payment-settings", { signal }),
  save: (body: UpdatePaymentSetup) =>
    apiFetch<PaymentSetup>("/executor/payment-settings", { method: "PUT", body }),
};
