/** «Нам доверяют» API shapes (issue 28 §2). The web imports only types from here. */
import { z } from "zod";
import {
  MAX_TRUSTED_CLIENT_NAME,
  MAX_TRUSTED_CLIENT_URL,
  MAX_TRUSTED_CLIENTS,
  TRUSTED_CLIENTS_TEXTS as T,
} from "./trusted-clients.ts";

export const trustedClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  /** The logo's address on this site (GET /api/trusted-clients/{id}/logo). */
  logo_url: z.string(),
});
export type TrustedClient = z.infer<typeof trustedClientSchema>;

export const trustedClientListSchema = z.object({
  items: z.array(trustedClientSchema).max(MAX_TRUSTED_CLIENTS),
});

/** The text fields of the multipart upload, checked before the logo is kept. */
export const trustedClientFieldsSchema = z.object({
  name: z
    .string({ error: T.nameRequired })
    .trim()
    .min(1, { error: T.nameRequired })
    .max(MAX_TRUSTED_CLIENT_NAME, { error: T.nameTooLong }),
  url: z
    .string()
    .trim()
    .max(MAX_TRUSTED_CLIENT_URL, { error: T.urlInvalid })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isHttpsUrl(value), { error: T.urlInvalid }),
});

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}
