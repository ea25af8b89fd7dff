/** API shapes of signing a document in the chat (issue 45 §3); the web imports only types. */
import { z } from "zod";
import { challengeIdSchema, phoneCodeSchema } from "../phone-auth/phone-auth-schemas.ts";
import { SHA256_HEX_PATTERN, SIGNATURE_STATUSES, SIGNATURE_TEXTS as T } from "./signatures.ts";

const idField = z
  .string({ error: T.fileRequired })
  .trim()
  .min(1, { error: T.fileRequired })
  .max(64);

/**
 * The document to sign: a file of the chat or of the lawyer's «Файлы» (`file_id`; one from the
 * «Файлы» is posted into the chat first), or an act of the chat (`billing_document_id`; its PDF
 * is posted). Exactly one of the two.
 */
export const newSignatureRequestSchema = z
  .object({
    file_id: idField.optional(),
    billing_document_id: idField.optional(),
  })
  .superRefine((body, ctx) => {
    const file = body.file_id !== undefined;
    const act = body.billing_document_id !== undefined;
    if (!file && !act) ctx.addIssue({ code: "custom", message: T.fileRequired });
    if (file && act) ctx.addIssue({ code: "custom", message: T.oneSource });
  });
export type NewSignatureRequest = z.infer<typeof newSignatureRequestSchema>;

export const signerSchema = z.object({
  full_name: z.string(),
  /** «+7 (999) ***-**-67»: the full number is kept on the server, never answered. */
  phone_masked: z.string(),
});

export const signatureRequestSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  file_id: z.string(),
  file_name: z.string(),
  document_sha256: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  created_at: z.string(),
  /** The act it was asked for, when the document is an act (issue 31 §3). */
  billing_document_id: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer: signerSchema.nullable(),
  certificate_file_id: z.string().nullable(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

export const signatureCodeSchema = z.object({
  challenge_id: z.string(),
  expires_in_s: z.number().int(),
  resend_after_s: z.number().int(),
  phone_masked: z.string(),
});
export type SignatureCode = z.infer<typeof signatureCodeSchema>;

export const signDocumentSchema = z.object({
  challenge_id: challengeIdSchema,
  code: phoneCodeSchema,
});

export const signedDocumentSchema = z.object({
  id: z.string(),
  status: z.literal("signed"),
  signed_at: z.string(),
  signer: signerSchema,
  document_sha256: z.string(),
  certificate_file_id: z.string(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

export const verifySignatureQuerySchema = z.object({
  sha256: z
    .string({ error: T.hashFormat })
    .trim()
    .toLowerCase()
    .regex(SHA256_HEX_PATTERN, { error: T.hashFormat }),
});

export const signatureVerificationSchema = z.union([
  z.object({
    signed: z.literal(true),
    signed_at: z.string(),
    /** «Смирнов И. П.»: never the whole name, never the phone. */
    signer_initials: z.string(),
    document_name: z.string(),
  }),
  z.object({ signed: z.literal(false) }),
]);
export type SignatureVerification = z.infer<typeof signatureVerificationSchema>;
