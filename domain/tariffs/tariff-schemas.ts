/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { moneySchema } from "../money-schemas.ts";
import {
  normalizeSupportHours,
  TARIFF_EDITOR_TEXTS as T,
  TARIFF_LIMITS,
  type TariffExtraPrice,
} from "./tariff-editor.ts";
import { TARIFF_KEYS } from "./tariff-keys.ts";

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

/** Prices from one kopeck: `1e-9` rounds to none and is refused, never saved as 0. */
const extraPrice = (field: TariffExtraPrice) =>
  moneySchema({
    min: 0.01,
    max: TARIFF_LIMITS.extraPriceMax,
    texts: {
      invalid: T.extraPriceInvalid(field),
      tooSmall: T.extraPriceInvalid(field),
      tooLarge: T.extraPriceTooLarge(field),
      decimals: T.extraPriceDecimals(field),
    },
  }).nullable();

const count = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/**
 * PUT /api/executor/business-tariffs/{key}: every editable field of a tariff, whole. Prices are
 * roubles (stored as kopecks); court and trip prices are null when the tariff does not offer them.
 */
export const businessTariffUpdateSchema = z.strictObject(
  {
    name: z
      .string({ error: T.nameRequired })
      .trim()
      .min(1, { error: T.nameRequired })
      .max(TARIFF_LIMITS.nameMax, { error: T.nameTooLong }),
    price: moneySchema({
      min: 0.01,
      max: TARIFF_LIMITS.priceMax,
      texts: {
        invalid: T.priceInvalid,
        tooSmall: T.priceInvalid,
        tooLarge: T.priceTooLarge,
        decimals: T.priceDecimals,
      },
    }),
    support_hours: z.string({ error: T.supportHoursInvalid }).transform((value, ctx) => {
      const normalized = normalizeSupportHours(value);
      if (normalized === null) {
        ctx.addIssue({ code: "custom", message: T.supportHoursInvalid });
        return z.NEVER;
      }
      return normalized;
    }),
    consultation_hours: count(0, TARIFF_LIMITS.consultationHoursMax, T.consultationHoursInvalid),
    documents_per_month: count(0, TARIFF_LIMITS.documentsMax, T.documentsInvalid),
    task_hours: count(TARIFF_LIMITS.taskHoursMin, TARIFF_LIMITS.taskHoursMax, T.taskHoursInvalid),
    court_price: extraPrice("court_price"),
    trip_price: extraPrice("trip_price"),
    notes: z
      .array(
        z
          .string({ error: T.noteBlank })
          .trim()
          .min(1, { error: T.noteBlank })
          .max(TARIFF_LIMITS.noteMax, { error: T.noteTooLong }),
        { error: T.notesInvalid },
      )
      .max(TARIFF_LIMITS.notesMax, { error: T.notesTooMany }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? T.unknownField(issue.keys.join(", ")) : undefined,
  },
);
export type BusinessTariffUpdateInput = z.input<typeof businessTariffUpdateSchema>;
export type BusinessTariffUpdate = z.output<typeof businessTariffUpdateSchema>;

/** Any text: a key we do not know answers 404 «Тариф не найден», not a validation error. */
export const tariffKeyParamsSchema = z.object({ key: z.string() });
