/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { ANALYTICS_EVENT_TYPES } from "./analytics.ts";

const shortText = (max: number) => z.string().max(max).nullish();

/**
 * The tracking payload of spec 1 §7. The server takes user agent and IP from the request itself;
 * the fields are accepted for compatibility and ignored when they disagree.
 */
export const trackEventSchema = z.object({
  event_type: z.enum(ANALYTICS_EVENT_TYPES, { error: "Неизвестный тип события" }),
  page_url: shortText(2048),
  session_id: shortText(128),
  user_agent: shortText(512),
  ip_address: shortText(64),
  referrer: shortText(2048),
  metadata: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 20, { error: "Слишком много полей metadata" })
    .nullish(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;
