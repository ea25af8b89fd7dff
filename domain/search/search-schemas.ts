/** API shapes of the search (GET /api/search), as zod schemas: server, OpenAPI and web types. */
import { z } from "zod";
import { SENDER_TYPES } from "../chat/chat.ts";
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_TEXTS } from "./search.ts";

export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TEXTS.queryRequired })
    .trim()
    .min(SEARCH_QUERY_MIN, { error: SEARCH_TEXTS.queryTooShort })
    .max(SEARCH_QUERY_MAX, { error: SEARCH_TEXTS.queryTooLong }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Text with its matches marked: plain pieces in order, `match` on the found words. The screen
 * draws each piece as text (a match inside <mark>), so a message's own markup stays letters.
 */
export const markedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

const isoDate = z.string();

/** A message with the words found in it, and the chat it opens. */
export const messageHitSchema = z.object({
  message_id: z.number().int(),
  session_id: z.string(),
  service_title: z.string(),
  sender_type: z.enum(SENDER_TYPES),
  /** The client's or guest's name (for the executor); null when the caller is the client. */
  party_name: z.string().nullable(),
  is_guest_session: z.boolean(),
  created_at: isoDate,
  fragment: markedTextSchema,
});
export type MessageHit = z.infer<typeof messageHitSchema>;

/** A chat found by its service, or (for the executor) by its client's or guest's name or contacts. */
export const chatHitSchema = z.object({
  session_id: z.string(),
  service_title: markedTextSchema,
  /** The client's or guest's name; null when the caller is the client. */
  party_name: markedTextSchema.nullable(),
  /** E-mail and phone of that person, each marked where it matched (executor only). */
  contacts: z.array(markedTextSchema),
  /** The intake answer that matched, as «Подпись: ответ» (issue 31 §1); null otherwise. */
  intake_match: markedTextSchema.nullable(),
  is_guest_session: z.boolean(),
  last_activity: isoDate,
});
export type ChatHit = z.infer<typeof chatHitSchema>;

/** A file of a chat the caller sees (opens that chat at its message) or of their own archive. */
export const fileHitSchema = z.object({
  id: z.string(),
  kind: z.enum(["chat", "archive"]),
  file_name: markedTextSchema,
  file_type: z.string(),
  size: z.number().int(),
  created_at: isoDate,
  /** Chat files: the chat and the message carrying the file. */
  session_id: z.string().nullable(),
  message_id: z.number().int().nullable(),
  service_title: z.string().nullable(),
});
export type FileHit = z.infer<typeof fileHitSchema>;

export const articleHitSchema = z.object({
  id: z.number().int(),
  title: markedTextSchema,
  status: z.enum(["draft", "published"]),
  fragment: markedTextSchema,
  updated_at: isoDate,
});
export type ArticleHit = z.infer<typeof articleHitSchema>;

export const serviceHitSchema = z.object({
  id: z.number().int(),
  title: markedTextSchema,
  is_active: z.boolean(),
  fragment: markedTextSchema,
});
export type ServiceHit = z.infer<typeof serviceHitSchema>;

/** Every group at once; a client's articles and services are always empty (they search their own). */
export const searchResultsSchema = z.object({
  query: z.string(),
  messages: z.array(messageHitSchema),
  chats: z.array(chatHitSchema),
  files: z.array(fileHitSchema),
  articles: z.array(articleHitSchema),
  services: z.array(serviceHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
