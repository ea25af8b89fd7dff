/** Corporate cabinet API shapes (spec 2 §3, §7; spec 3 §3). The web imports only types from here. */
import { z } from "zod";
import { offsetQueryShape, pageQueryShape, pageSchema } from "../paging-schemas.ts";
import {
  COMPANY_CARD_FIELDS,
  COMPANY_CARD_MAX_LENGTH,
  COMPANY_CARD_TEXTS,
  type CompanyCardField,
  normalizeCardValue,
  validateCompanyCard,
} from "./company-card.ts";
import {
  CORPORATE_CLIENTS_PAGE_SIZE,
  CORPORATE_TEXTS,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "./corporate.ts";

const isoDate = z.string();

/** One field of the card: required text, normalised; its checks run on the whole card below. */
const cardField = (field: CompanyCardField) =>
  z
    .string({ error: COMPANY_CARD_TEXTS.required(field) })
    // Generous before normalising (spaces between digit groups); the card's checks bound it.
    .max(COMPANY_CARD_MAX_LENGTH[field] * 2 + 20, { error: COMPANY_CARD_TEXTS.tooLong(field) })
    .transform((value) => normalizeCardValue(field, value));

/** A field the card may leave empty (OPTIONAL_CARD_FIELDS): absent reads as empty. */
const optionalCardField = (field: CompanyCardField) =>
  z
    .string({ error: COMPANY_CARD_TEXTS.tooLong(field) })
    .max(COMPANY_CARD_MAX_LENGTH[field] * 2 + 20, { error: COMPANY_CARD_TEXTS.tooLong(field) })
    .optional()
    .default("")
    .transform((value) => normalizeCardValue(field, value));

const cardShape = {
  company_name: cardField("company_name"),
  inn: cardField("inn"),
  ogrn_ogrnip: cardField("ogrn_ogrnip"),
  kpp: optionalCardField("kpp"),
  address: cardField("address"),
  signatory_name: optionalCardField("signatory_name"),
  signatory_title: optionalCardField("signatory_title"),
  account_number: cardField("account_number"),
  correspondent_account: cardField("correspondent_account"),
  bank_name: cardField("bank_name"),
  bank_bik: cardField("bank_bik"),
} satisfies Record<CompanyCardField, unknown>;

/**
 * POST /api/corporate/profile: the eight fields, all required (the КПП and signatory optional), checked as banks check them
 * (company-card.ts). The first problem in the card's order becomes the 400's detail.
 */
export const companyCardRequestSchema = z.object(cardShape).superRefine((card, ctx) => {
  const errors = validateCompanyCard(card);
  for (const field of COMPANY_CARD_FIELDS) {
    const message = errors[field];
    if (message) ctx.addIssue({ code: "custom", path: [field], message });
  }
});
export type CompanyCardRequest = z.input<typeof companyCardRequestSchema>;

/** A document of the company card or of the organisation, without its bytes. */
export const corporateDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The organisation document's category; null on the company card's documents. */
  category: z.enum(DOCUMENT_CATEGORIES).nullable(),
  /** The extension the file was checked as: pdf, docx, png... */
  file_type: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: isoDate,
  /** Where the caller downloads it (with the Bearer token); `?inline=1` opens viewable types. */
  file_url: z.string(),
});
export type CorporateDocument = z.infer<typeof corporateDocumentSchema>;

export const companyProfileSchema = z.object({
  company_name: z.string(),
  inn: z.string(),
  ogrn_ogrnip: z.string(),
  kpp: z.string(),
  address: z.string(),
  signatory_name: z.string(),
  signatory_title: z.string(),
  account_number: z.string(),
  correspondent_account: z.string(),
  bank_name: z.string(),
  bank_bik: z.string(),
  documents: z.array(corporateDocumentSchema),
  created_at: isoDate,
  updated_at: isoDate,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** GET /api/corporate/documents: every category as a key, each with its documents, newest first. */
const documentList = z.array(corporateDocumentSchema);
export const documentsByCategorySchema = z.object({
  contracts: documentList,
  claims: documentList,
  lawsuits: documentList,
  orders: documentList,
  statements: documentList,
  mail: documentList,
  founding_docs: documentList,
} satisfies Record<DocumentCategory, unknown>);
export type DocumentsByCategory = z.infer<typeof documentsByCategorySchema>;

/** GET …/documents/all: `limit` documents after `offset`, the newest first, of one category or all. */
export const organizationDocumentPageQuerySchema = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { error: CORPORATE_TEXTS.categoryInvalid }).optional(),
  ...offsetQueryShape(ORGANIZATION_DOCUMENTS_PAGE_SIZE, ORGANIZATION_DOCUMENTS_PAGE_SIZE),
});
export type OrganizationDocumentPage = z.infer<typeof organizationDocumentPageQuerySchema>;

/** The overview's three figures, counted by the server from the real rows. */
export const corporateOverviewSchema = z.object({
  has_profile: z.boolean(),
  /** Organisation documents of every category. */
  documents_count: z.number().int(),
  /** The client's orders still in progress (the dashboard's rule; see decision 022). */
  active_requests: z.number().int(),
});
export type CorporateOverview = z.infer<typeof corporateOverviewSchema>;

/** A sole trader or company as the executor's list shows it (spec 3 §3). */
export const corporateClientSchema = z.object({
  id: z.number().int(),
  /** The company card's name, else the one given at registration; null when neither exists. */
  company_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  created_at: isoDate,
  has_profile: z.boolean(),
});
export type CorporateClient = z.infer<typeof corporateClientSchema>;

export const corporateClientsQuerySchema = z.object({
  /** Company, contact person, e-mail, phone or ИНН (any part). */
  q: z.string().trim().max(200, { error: CORPORATE_TEXTS.searchTooLong }).optional(),
  ...pageQueryShape(CORPORATE_CLIENTS_PAGE_SIZE, 100),
});
export type CorporateClientsQuery = z.infer<typeof corporateClientsQuerySchema>;
export type CorporateClientsQueryInput = z.input<typeof corporateClientsQuerySchema>;

export const corporateClientsPageSchema = pageSchema(corporateClientSchema);
export type CorporateClientsPage = z.infer<typeof corporateClientsPageSchema>;
