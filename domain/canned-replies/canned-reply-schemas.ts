/** API shapes of the canned replies as zod schemas (server validation, OpenAPI, types). */
import { z } from "zod";
import {
  CANNED_REPLY_CONTENT_MAX,
  CANNED_REPLY_TITLE_MAX,
  CANNED_REPLY_TEXTS as T,
} from "./canned-replies.ts";

export const cannedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** The add and edit form: both fields, trimmed, required (PUT takes the whole form too). */
export const cannedReplyInputSchema = z.object({
  title: z
    .string({ error: T.titleRequired })
    .trim()
    .min(1, { error: T.titleRequired })
    .max(CANNED_REPLY_TITLE_MAX, { error: T.titleTooLong }),
  content: z
    .string({ error: T.contentRequired })
    .trim()
    .min(1, { error: T.contentRequired })
    .max(CANNED_REPLY_CONTENT_MAX, { error: T.contentTooLong }),
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;
