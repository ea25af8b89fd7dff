/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { TARIFF_KEYS } from "./tariffs.ts";

export const businessTariffSchema = z.object({
  id: z.enum(TARIFF_KEYS),
  name: z.string(),
  /** Monthly price in roubles. */
  price: z.number().nonnegative(),
  support_hours: z.string(),
  consultation_hours: z.number().int().nonnegative(),
  documents_per_month: z.number().int().nonnegative(),
  task_hours: z.number().int().positive(),
  /** Court participation per hearing, roubles; null when not provided. */
  court_price: z.number().nonnegative().nullable(),
  trip_price: z.number().nonnegative().nullable(),
  notes: z.array(z.string()),
  sort_order: z.number().int(),
  /** Ready-to-show lines, built from the fields above by tariffDescription(). */
  description: z.array(z.string()),
});
export type BusinessTariff = z.infer<typeof businessTariffSchema>;
