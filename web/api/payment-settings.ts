import type { PaymentSettings } from "../../domain/payments/payment-schemas.ts";
import { apiFetch } from "./client.ts";

/**
 * The provider's mode and the manual transfer details (the test-mode strip of every page reads
 * them): apart from web/api/payments.ts, so the public pages' first script carries only this.
 */
export const fetchPaymentSettings = () =>
  apiFetch<PaymentSettings>("/payments/settings", { auth: false });
