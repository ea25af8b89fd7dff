/** API shapes of «Клиенты» and a client's own data, as zod schemas (server, OpenAPI, types). */
import { z } from "zod";
import { intakeAnswerSchema } from "../intake/intake-schemas.ts";
import { pageQueryShape, pageSchema } from "../paging-schemas.ts";
import { CLIENT_TYPES } from "../users/users.ts";
import {
  CLIENT_SEARCH_MAX,
  CLIENT_SORTS,
  CLIENT_TEXTS,
  CLIENTS_PAGE_SIZE,
  CLIENTS_PAGE_SIZE_MAX,
  MY_DATA_TEXTS,
} from "./clients.ts";

export const clientsQuerySchema = z.object({
  /** Any part of the name, e-mail or phone (a phone also by its digits). */
  search: z
    .string()
    .trim()
    .max(CLIENT_SEARCH_MAX, { error: CLIENT_TEXTS.searchTooLong })
    .optional(),
  /** By registration date; newest first unless asked. */
  sort: z.enum(CLIENT_SORTS).default("newest"),
  ...pageQueryShape(CLIENTS_PAGE_SIZE, CLIENTS_PAGE_SIZE_MAX),
});
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;
export type ClientsQueryInput = z.input<typeof clientsQuerySchema>;

/** A registered client as the executor's list shows them (spec 3 §3 Client, with activity). */
export const clientListItemSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  client_type: z.enum(CLIENT_TYPES),
  company_name: z.string().nullable(),
  created_at: z.string(),
  chats_count: z.number().int(),
  /** Roubles of succeeded payments this client made (the earnings tab's rule). */
  paid_total: z.number(),
  /** The latest of registration and any chat's activity. */
  last_activity: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientsPageSchema = pageSchema(clientListItemSchema);
export type ClientsPage = z.infer<typeof clientsPageSchema>;

/**
 * Spec 3 §3 Client stats. Clients are registered accounts; guests are the guest chats ever
 * started (each records its consent, which outlives the chat's 24 hours); «recent» is 30 days.
 */
export const clientStatsSchema = z.object({
  total_all: z.number().int(),
  total_clients: z.number().int(),
  total_guests: z.number().int(),
  recent_all: z.number().int(),
  recent_clients: z.number().int(),
  recent_guests: z.number().int(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;

/** What erasing a person removed and anonymised (DELETE /clients/{id}, DELETE /auth/me). */
export const erasureSummarySchema = z.object({
  deleted: z.literal(true),
  chats: z.number().int(),
  files: z.number().int(),
  reviews: z.number().int(),
  payments_anonymised: z.number().int(),
  consents_anonymised: z.number().int(),
});
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

export const deleteMeSchema = z.object({
  password: z
    .string({ error: MY_DATA_TEXTS.passwordRequired })
    .min(1, { error: MY_DATA_TEXTS.passwordRequired })
    .max(256, { error: MY_DATA_TEXTS.wrongPassword }),
});
export type DeleteMeRequest = z.infer<typeof deleteMeSchema>;

const fileEntry = z.object({
  id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});

/** Everything stored about a client, as `GET /auth/me/export` gives it (152-FZ art. 14). */
export const personalDataExportSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    client_type: z.enum(CLIENT_TYPES).nullable(),
    company_name: z.string().nullable(),
    inn: z.string().nullable(),
    /** The Yandex ID account linked to this one (issue 45 §2): Yandex's id of the person. */
    yandex_id: z.string().nullable(),
    created_at: z.string(),
  }),
  corporate_profile: z.record(z.string(), z.string().nullable()).nullable(),
  chats: z.array(
    z.object({
      id: z.string(),
      service_title: z.string(),
      /** The intake form's answers given when the chat started (issue 31 §1). */
      intake: z.array(intakeAnswerSchema),
      status: z.string(),
      task_status: z.string().nullable(),
      payment_status: z.string(),
      created_at: z.string(),
      last_activity: z.string(),
      messages: z.array(
        z.object({
          id: z.number().int(),
          sender_type: z.string(),
          message_type: z.string(),
          content: z.string(),
          created_at: z.string(),
          files: z.array(fileEntry),
        }),
      ),
    }),
  ),
  archive_files: z.array(fileEntry.extend({ folder_id: z.string().nullable() })),
  corporate_documents: z.array(
    z.object({
      id: z.string(),
      section: z.string(),
      category: z.string().nullable(),
      name: z.string(),
      size_bytes: z.number().int(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      /** Roubles given back of it (issue 31 §4). */
      refunded_amount: z.number(),
      status: z.string(),
      description: z.string(),
      payer_name: z.string().nullable(),
      payer_email: z.string().nullable(),
      payer_phone: z.string().nullable(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      context: z.string(),
      offer_version: z.number().int(),
      privacy_policy_version: z.number().int(),
      person_name: z.string().nullable(),
      person_email: z.string().nullable(),
      person_phone: z.string().nullable(),
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      client_name: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      service_title: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
