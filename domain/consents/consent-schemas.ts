/** Consent log API shapes (issue 10 §6). The web imports only types from here. */
import { z } from "zod";
import { pageQueryShape, pageSchema } from "../paging-schemas.ts";
import { CONSENT_CONTEXTS, CONSENT_PAGE_SIZE, CONSENT_TEXTS } from "./consents.ts";

const shownVersion = z
  .number({ error: CONSENT_TEXTS.versionInvalid })
  .int({ error: CONSENT_TEXTS.versionInvalid })
  .min(1, { error: CONSENT_TEXTS.versionInvalid })
  .optional();

/**
 * The editions of the offer and the policy the form showed (GET /api/site-documents), sent with a
 * consent tick. Optional: a person who never opened them agrees to the current ones. When sent and
 * no longer current, the consent is refused (409) rather than recorded for a text not shown.
 */
export const shownDocumentVersionsSchema = z.object({
  offer_version: shownVersion,
  privacy_policy_version: shownVersion,
});
export type ShownDocumentVersions = z.infer<typeof shownDocumentVersionsSchema>;

export const consentEntrySchema = z.object({
  id: z.number().int(),
  context: z.enum(CONSENT_CONTEXTS),
  created_at: z.string(),
  /** The account the consent belongs to (registration, a signed-in payer); null for guests. */
  user_id: z.number().int().nullable(),
  /** The guest chat it was given for; the chat itself is deleted after 24 hours, this stays. */
  guest_chat_session_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  /** The person as they named themselves in the form. */
  person: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  offer_version: z.number().int(),
  privacy_policy_version: z.number().int(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET /api/executor/consents: a person's log (user_id or guest chat), or a search of all. */
export const consentQuerySchema = z.object({
  user_id: z.coerce
    .number({ error: CONSENT_TEXTS.userIdInvalid })
    .int({ error: CONSENT_TEXTS.userIdInvalid })
    .positive({ error: CONSENT_TEXTS.userIdInvalid })
    .max(2_147_483_647, { error: CONSENT_TEXTS.userIdInvalid })
    .optional(),
  guest_chat_session_id: z.string().trim().max(64).optional(),
  context: z.enum(CONSENT_CONTEXTS).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape(CONSENT_PAGE_SIZE, 100),
});
export type ConsentQuery = z.infer<typeof consentQuerySchema>;
export type ConsentQueryRequest = z.input<typeof consentQuerySchema>;

export const consentPageSchema = pageSchema(consentEntrySchema);
export type ConsentPage = z.infer<typeof consentPageSchema>;
