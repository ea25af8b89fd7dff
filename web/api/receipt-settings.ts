/** «Чеки (54-ФЗ)» (issue 31 §5): administrators only. */

import type { ReceiptSettings } from "../../domain/payments/receipts.ts";
import { apiFetch } from "./client.ts";

export const receiptSettingsApi = {
  get: (signal?: AbortSignal) =>
    apiFetch<ReceiptSettings>("/executor/receipt-settings", { signal }),
  save: (settings: ReceiptSettings) =>
    apiFetch<ReceiptSettings>("/executor/receipt-settings", { method: "PUT", body: settings }),
};
