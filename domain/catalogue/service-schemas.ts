/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { SERVICE_CATEGORIES } from "./services.ts";

const price = z.number().nonnegative().nullable();

/** A catalogue service as the public API returns it. Prices are roubles. */
export const serviceSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  tooltip: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  base_price: z.number().nonnegative(),
  price_from: z.boolean(),
  /** Auto-lawyer prices: null when not set or hidden (a hidden price never leaves the server). */
  price_full_service: price,
  price_remote: price,
  price_full_service_from: z.boolean(),
  price_remote_from: z.boolean(),
  hide_full_service_price: z.boolean(),
  hide_remote_price: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** The lawyer's first answer is due this many working minutes after the client's first message. */
  first_response_minutes: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The auto-lawyer list of spec 1 §3 (`GET /api/auto-lawyer/services`). */
export const autoLawyerServiceSchema = serviceSchema.pick({
  id: true,
  title: true,
  description: true,
  price_full_service: true,
  price_remote: true,
  price_full_service_from: true,
  price_remote_from: true,
  hide_full_service_price: true,
  hide_remote_price: true,
  is_active: true,
});
export type AutoLawyerService = z.infer<typeof autoLawyerServiceSchema>;
