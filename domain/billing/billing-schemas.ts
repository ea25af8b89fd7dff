/** Invoice and act API shapes (issue 31 §3). */
import { z } from "zod";
import {
  accountNumberMatchesBik,
  correspondentAccountMatchesBik,
  isAccountShape,
  isBik,
} from "../requisites.ts";
import { BILLING_KINDS, BILLING_PAGE_MAX, BILLING_TEXTS as T } from "./billing.ts";

export const billingDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(BILLING_KINDS),
  number: z.string(),
  date: z.string(),
  /** Roubles. */
  amount: z.number(),
  session_id: z.string().nullable(),
  /** Staff only: whose document it is. */
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  service_title: z.string(),
  /** An act the customer signed by a code from an SMS (issue 45 §3): when; null otherwise. */
  client_signed_at: z.string().nullable(),
  /** An act's signature request, if one waits or was signed; null for none (invoices: null). */
  signature_status: z.enum(["pending", "signed"]).nullable(),
});
export type BillingDocument = z.infer<typeof billingDocumentSchema>;

const pageNumber = (max: number) =>
  z.coerce
    .number({ error: T.pageInvalid })
    .int({ error: T.pageInvalid })
    .min(0, { error: T.pageInvalid })
    .max(max, { error: T.pageInvalid });

/** GET /api/billing/documents: newest first, `limit` per page after `offset`. */
export const billingDocumentsQuerySchema = z.object({
  client_id: z.coerce
    .number({ error: T.pageInvalid })
    .int({ error: T.pageInvalid })
    .positive({ error: T.pageInvalid })
    .max(2_147_483_647, { error: T.pageInvalid })
    .optional(),
  session_id: z.string().max(64).optional(),
  limit: pageNumber(BILLING_PAGE_MAX).min(1, { error: T.pageInvalid }).optional().default(50),
  offset: pageNumber(1_000_000).optional().default(0),
});

/** GET /api/billing/readiness: what the firm has not filled in for companies' papers yet. */
export const billingReadinessSchema = z.object({ missing: z.array(z.string()) });
export type BillingReadiness = z.infer<typeof billingReadinessSchema>;

const digits = (value: string | null | undefined) => value?.replace(/\s/g, "") || null;

/** GET /api/executor/billing-settings and the PUT's answer. */
export const billingSettingsViewSchema = z.object({
  bank_name: z.string().nullable(),
  bik: z.string().nullable(),
  account: z.string().nullable(),
  correspondent_account: z.string().nullable(),
  vat_line: z.string(),
});

/** PUT /api/executor/billing-settings: digits without the spaces typed between groups. */
export const billingSettingsSchema = z
  .object({
    bank_name: z
      .string()
      .trim()
      .max(200, { error: T.bankNameTooLong })
      .nullish()
      .transform((value) => value || null),
    bik: z.string().max(40).nullish().transform(digits),
    account: z.string().max(60).nullish().transform(digits),
    correspondent_account: z.string().max(60).nullish().transform(digits),
    vat_line: z
      .string({ error: T.vatLineInvalid })
      .trim()
      .min(1, { error: T.vatLineInvalid })
      .max(200, { error: T.vatLineInvalid }),
  })
  .superRefine((body, ctx) => {
    const parts = [body.bank_name, body.bik, body.account, body.correspondent_account];
    const given = parts.filter((part) => part !== null).length;
    if (given === 0) return;
    if (given < parts.length) {
      ctx.addIssue({ code: "custom", path: ["bank_name"], message: T.bankIncomplete });
      return;
    }
    const bik = body.bik ?? "";
    const account = body.account ?? "";
    const corr = body.correspondent_account ?? "";
    if (!isBik(bik)) ctx.addIssue({ code: "custom", path: ["bik"], message: T.bikInvalid });
    else if (!isAccountShape(account)) {
      ctx.addIssue({ code: "custom", path: ["account"], message: T.accountInvalid });
    } else if (!isAccountShape(corr) || !corr.startsWith("301")) {
      ctx.addIssue({
        code: "custom",
        path: ["correspondent_account"],
        message: T.correspondentInvalid,
      });
    } else if (!correspondentAccountMatchesBik(corr, bik)) {
      ctx.addIssue({
        code: "custom",
        path: ["correspondent_account"],
        message: T.correspondentMismatch,
      });
    } else if (!accountNumberMatchesBik(account, bik)) {
      ctx.addIssue({ code: "custom", path: ["account"], message: T.accountMismatch });
    }
  });
