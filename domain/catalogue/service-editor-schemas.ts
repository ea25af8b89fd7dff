/** The executor's catalogue API (issue 10 §2) as zod schemas. The web imports only types. */
import { z } from "zod";
import { intakeFormSchema } from "../intake/intake-schemas.ts";
import { moneySchema } from "../money-schemas.ts";
import { vatCodeSchema } from "../payments/receipt-schemas.ts";
import {
  FIRST_RESPONSE_DEFAULT_MINUTES,
  FIRST_RESPONSE_MAX_MINUTES,
  SLA_TEXTS,
} from "../sla/sla.ts";
import {
  DEFAULT_SERVICE_CATEGORY,
  RECOMMENDATIONS_PER_CALL_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_PRICE_MAX,
  SERVICE_TITLE_MAX,
  SERVICE_TOOLTIP_MAX,
  SERVICE_EDITOR_TEXTS as T,
} from "./service-editor.ts";
import { serviceSchema } from "./service-schemas.ts";
import { SERVICE_CATEGORIES } from "./services.ts";

/** A service as the cabinet lists it: the public shape, its recommendations in order, times. */
export const executorServiceSchema = serviceSchema.extend({
  recommended_service_ids: z.array(z.number().int()),
  /** The intake form's fields (issue 31 §1), edited through its own route. */
  intake_fields: intakeFormSchema.shape.fields,
  /** The receipt's VAT code of this service; null: the receipt settings' (issue 31 §5). */
  vat_code: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExecutorService = z.infer<typeof executorServiceSchema>;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const title = requiredText(SERVICE_TITLE_MAX, T.titleRequired, T.titleTooLong);
const description = requiredText(
  SERVICE_DESCRIPTION_MAX,
  T.descriptionRequired,
  T.descriptionTooLong,
);
const tooltip = requiredText(SERVICE_TOOLTIP_MAX, T.tooltipRequired, T.tooltipTooLong);
/**
 * The form's price. Its rule (at least 100, in steps of 100 — priceProblem) is checked by the
 * server's create and update, because it depends on the row: an auto-lawyer service already
 * priced in its own tab keeps those prices and ignores this one.
 */
const basePrice = moneySchema({
  min: 0,
  max: SERVICE_PRICE_MAX,
  texts: {
    invalid: T.priceRequired,
    tooSmall: T.priceTooLow,
    tooLarge: T.priceTooHigh,
    decimals: T.priceStep,
  },
});
const category = z.enum(SERVICE_CATEGORIES, { error: T.categoryInvalid });
const priceFrom = z.boolean({ error: T.priceFromInvalid });
const isActive = z.boolean({ error: T.isActiveInvalid });
const firstResponseMinutes = z
  .number({ error: SLA_TEXTS.firstResponseInvalid })
  .int({ error: SLA_TEXTS.firstResponseInvalid })
  .min(1, { error: SLA_TEXTS.firstResponseInvalid })
  .max(FIRST_RESPONSE_MAX_MINUTES, { error: SLA_TEXTS.firstResponseInvalid });

/** POST /api/services: the create form (spec 3 §5). */
export const serviceCreateSchema = z.object({
  title,
  description,
  tooltip,
  base_price: basePrice,
  category: category.default(DEFAULT_SERVICE_CATEGORY),
  price_from: priceFrom.default(false),
  is_active: isActive.default(true),
  first_response_minutes: firstResponseMinutes.default(FIRST_RESPONSE_DEFAULT_MINUTES),
  /** The receipt's VAT for this service (issue 31 §5); null: «Чеки (54-ФЗ)»'s. */
  vat_code: vatCodeSchema.nullish().transform((value) => value ?? null),
});
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

const FORM_REQUIRED = [
  ["title", T.titleRequired],
  ["description", T.descriptionRequired],
  ["tooltip", T.tooltipRequired],
  ["base_price", T.priceRequired],
] as const;
const FORM_FIELDS = [
  "title",
  "description",
  "tooltip",
  "base_price",
  "category",
  "price_from",
  "first_response_minutes",
];

/**
 * PUT /api/services/{id}: the full form (category and price_from may be left out: they stay), or
 * `{ is_active }` alone for «Активировать»/«Деактивировать» (spec 3 §7). One schema for both, so
 * a half-filled form is refused with the missing field's text instead of half-saved.
 */
export const serviceUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    tooltip: tooltip.optional(),
    base_price: basePrice.optional(),
    category: category.optional(),
    price_from: priceFrom.optional(),
    is_active: isActive.optional(),
    first_response_minutes: firstResponseMinutes.optional(),
    /** null returns the service to the settings' VAT; absent leaves it as it is. */
    vat_code: vatCodeSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    const isForm = FORM_FIELDS.some((field) => body[field as keyof typeof body] !== undefined);
    if (!isForm) {
      if (body.is_active === undefined)
        ctx.addIssue({ code: "custom", message: T.nothingToChange });
      return;
    }
    for (const [field, message] of FORM_REQUIRED) {
      if (body[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
    }
  })
  // The refinement, said in the OpenAPI document: the form with its required fields, or
  // is_active alone (no form field beside it).
  .meta({
    anyOf: [
      { required: FORM_REQUIRED.map(([field]) => field) },
      {
        required: ["is_active"],
        not: {
          anyOf: FORM_FIELDS.map((field) => ({ properties: { [field]: {} }, required: [field] })),
        },
      },
    ],
  });
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/** PUT /api/executor/services/order: every service once, with its new place (spec 3 §4). */
export const serviceOrderSchema = z.object({
  services: z
    .array(
      z.object({
        service_id: z
          .number({ error: T.serviceIdInvalid })
          .int({ error: T.serviceIdInvalid })
          .positive({ error: T.serviceIdInvalid }),
        sort_order: z
          .number({ error: T.orderNegativePosition })
          .int({ error: T.orderNegativePosition })
          .nonnegative({ error: T.orderNegativePosition }),
      }),
      { error: T.orderRequired },
    )
    .min(1, { error: T.orderRequired })
    .max(10_000, { error: T.orderRequired })
    .superRefine((items, ctx) => {
      const ids = new Set(items.map((item) => item.service_id));
      if (ids.size !== items.length) {
        ctx.addIssue({ code: "custom", message: T.orderDuplicateService });
        return;
      }
      const places = new Set(items.map((item) => item.sort_order));
      if (places.size !== items.length) {
        ctx.addIssue({ code: "custom", message: T.orderDuplicatePosition });
      }
    }),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

/** POST /api/services/{id}/recommendations (spec 3 §5); the total and the rest are checked in the transaction. */
export const addRecommendationsSchema = z.object({
  recommended_service_ids: z
    .array(
      z
        .number({ error: T.serviceIdInvalid })
        .int({ error: T.serviceIdInvalid })
        .positive({ error: T.serviceIdInvalid }),
      { error: T.recommendationsNone },
    )
    .min(1, { error: T.recommendationsNone })
    .max(RECOMMENDATIONS_PER_CALL_MAX, { error: T.recommendationsPerCall })
    .refine((ids) => new Set(ids).size === ids.length, { error: T.recommendationDuplicate }),
});
export type AddRecommendations = z.infer<typeof addRecommendationsSchema>;

/** A service's id in a path: a PostgreSQL integer, so a larger number is no id, not a 500. */
const serviceIdParam = z.coerce
  .number({ error: "Некорректный идентификатор" })
  .int({ error: "Некорректный идентификатор" })
  .positive({ error: "Некорректный идентификатор" })
  .max(2_147_483_647, { error: "Некорректный идентификатор" });

export const recommendationParamsSchema = z.object({
  id: serviceIdParam,
  recommended_id: serviceIdParam,
});

/** What the deletion of a service and the recommendation calls answer. */
export const messageSchema = z.object({ message: z.string() });
export const recommendationsAnswerSchema = z.object({
  message: z.string(),
  recommended_service_ids: z.array(z.number().int()),
});
export type RecommendationsAnswer = z.infer<typeof recommendationsAnswerSchema>;
