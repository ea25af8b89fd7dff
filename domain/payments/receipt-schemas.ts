/** Receipt settings API shapes (issue 31 §5). */
import { z } from "zod";
import { RECEIPT_TEXTS as T, TAX_SYSTEM_CODES, VAT_CODES } from "./receipts.ts";

export const vatCodeSchema = z
  .number({ error: T.vatInvalid })
  .int({ error: T.vatInvalid })
  .refine((value) => (VAT_CODES as readonly number[]).includes(value), { error: T.vatInvalid });

/** GET and PUT /api/executor/receipt-settings. */
export const receiptSettingsSchema = z.object({
  enabled: z.boolean({ error: T.enabledInvalid }),
  tax_system_code: z
    .number({ error: T.taxSystemInvalid })
    .int({ error: T.taxSystemInvalid })
    .refine((value) => (TAX_SYSTEM_CODES as readonly number[]).includes(value), {
      error: T.taxSystemInvalid,
    })
    .nullable(),
  vat_code: vatCodeSchema,
});
export type ReceiptSettingsInput = z.input<typeof receiptSettingsSchema>;
