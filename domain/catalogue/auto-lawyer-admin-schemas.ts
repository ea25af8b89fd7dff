/** The executor's auto-lawyer API shapes as zod schemas (server validation, OpenAPI, types). The
 * web imports only types from here, so its bundle carries no zod. */
import { z } from "zod";
import { moneySchema } from "../money-schemas.ts";
import {
  AUTO_LAWYER_DESCRIPTION_MAX,
  AUTO_LAWYER_PRICE_MAX,
  AUTO_LAWYER_TITLE_MAX,
  type AutoLawyerPriceField,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "./auto-lawyer-admin.ts";

/**
 * An auto-lawyer service as the executor sees it: the real prices even when hidden on the site
 * (the public list nulls them), its place in the catalogue and whether it is shown at all.
 */
export const executorAutoLawyerServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price_full_service: z.number().nonnegative().nullable(),
  price_remote: z.number().nonnegative().nullable(),
  price_full_service_from: z.boolean(),
  price_remote_from: z.boolean(),
  hide_full_service_price: z.boolean(),
  hide_remote_price: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** What the catalogue row says, derived on every write (autoLawyerCatalogueFields). */
  base_price: z.number().nonnegative(),
  price_from: z.boolean(),
});
export type ExecutorAutoLawyerService = z.infer<typeof executorAutoLawyerServiceSchema>;

/** Roubles ≥ 0 with at most two decimals, or null for «Не указано». */
const price = (field: AutoLawyerPriceField) =>
  moneySchema({
    min: 0,
    max: AUTO_LAWYER_PRICE_MAX,
    texts: {
      invalid: T.priceInvalid(field),
      tooSmall: T.priceNegative(field),
      tooLarge: T.priceTooLarge(field),
      decimals: T.priceDecimals(field),
    },
  })
    .nullable()
    .default(null);

const flag = z.boolean({ error: T.flagInvalid }).default(false);

/** The create and edit form (a PUT sends it whole; a missing flag is false, a missing price none). */
export const autoLawyerServiceFormSchema = z.strictObject(
  {
    title: z
      .string({ error: T.titleRequired })
      .trim()
      .min(1, { error: T.titleRequired })
      .max(AUTO_LAWYER_TITLE_MAX, { error: T.titleTooLong }),
    description: z
      .string({ error: T.descriptionInvalid })
      .trim()
      .max(AUTO_LAWYER_DESCRIPTION_MAX, { error: T.descriptionInvalid })
      .default(""),
    price_full_service: price("price_full_service"),
    price_remote: price("price_remote"),
    price_full_service_from: flag,
    price_remote_from: flag,
    hide_full_service_price: flag,
    hide_remote_price: flag,
    /** Shown on the site; a new service is, an edit without it keeps the current state. */
    is_active: z.boolean({ error: T.flagInvalid }).optional(),
  },
  // An unknown field is a caller's mistake worth naming rather than silently dropping.
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? T.unknownField(issue.keys.join(", ")) : undefined,
  },
);
export type AutoLawyerServiceFormInput = z.input<typeof autoLawyerServiceFormSchema>;
export type AutoLawyerServiceForm = z.output<typeof autoLawyerServiceFormSchema>;

/** Switching a service on or off alone (the list's «Включить» / «Отключить»). */
export const autoLawyerServiceStatusSchema = z
  .looseObject({ is_active: z.boolean({ error: T.flagInvalid }) })
  // Any other field fails hard (zod's «unrecognized key» would not), so that a form with one
  // wrong field is answered with the form's own error rather than this shape's.
  .refine((body) => Object.keys(body).every((key) => key === "is_active"), { abort: true })
  .transform((body) => ({ is_active: body.is_active }));

const isStatusOnly = (input: unknown) =>
  typeof input === "object" &&
  input !== null &&
  Object.keys(input).length > 0 &&
  Object.keys(input).every((key) => key === "is_active");

/**
 * PUT /api/executor/auto-lawyer/services/{id}: the whole form, or `{ is_active }` only. When
 * neither fits, the error is the one of the shape the caller was sending.
 */
export const autoLawyerServiceUpdateSchema = z.union(
  [autoLawyerServiceStatusSchema, autoLawyerServiceFormSchema],
  {
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined;
      const branch = issue.errors[isStatusOnly(issue.input) ? 0 : 1];
      return branch?.[0]?.message;
    },
  },
);
export type AutoLawyerServiceUpdate = z.output<typeof autoLawyerServiceUpdateSchema>;

/**
 * PUT /api/executor/auto-lawyer/services/order: every auto-lawyer service once, with its new
 * place among them (any increasing numbers; the list renumbers from 0).
 */
export const autoLawyerOrderSchema = z.object(
  {
    services: z
      .array(
        z.object(
          {
            service_id: z.number({ error: T.orderInvalid }).int({ error: T.orderInvalid }),
            sort_order: z
              .number({ error: T.orderInvalid })
              .int({ error: T.orderInvalid })
              .min(0, { error: T.orderInvalid }),
          },
          { error: T.orderInvalid },
        ),
        { error: T.orderInvalid },
      )
      .max(1000, { error: T.orderInvalid }),
  },
  { error: T.orderInvalid },
);
export type AutoLawyerOrder = z.infer<typeof autoLawyerOrderSchema>;
