/** Intake form API shapes (issue 31 §1): the form a lawyer builds, the answers a client sends. */
import { z } from "zod";
import {
  INTAKE_FIELD_TYPES,
  INTAKE_KEY_PATTERN,
  INTAKE_LIMITS,
  type IntakeField,
  INTAKE_TEXTS as T,
} from "./intake.ts";

const fieldInputSchema = z.object({
  key: z
    .string({ error: T.keyInvalid })
    .trim()
    .min(1, { error: T.keyInvalid })
    .max(INTAKE_LIMITS.keyLength, { error: T.keyInvalid })
    .regex(INTAKE_KEY_PATTERN, { error: T.keyInvalid }),
  label: z
    .string({ error: T.labelRequired })
    .trim()
    .min(1, { error: T.labelRequired })
    .max(INTAKE_LIMITS.label, { error: T.labelTooLong }),
  type: z.enum(INTAKE_FIELD_TYPES, { error: T.typeInvalid }),
  required: z.boolean({ error: T.requiredInvalid }).optional().default(false),
  options: z
    .array(
      z
        .string({ error: T.optionsInvalid })
        .trim()
        .min(1, { error: T.optionsInvalid })
        .max(INTAKE_LIMITS.option, { error: T.optionsInvalid }),
      { error: T.optionsInvalid },
    )
    .max(INTAKE_LIMITS.options, { error: T.optionsInvalid })
    .nullish(),
});

/** PUT /api/executor/services/{id}/intake. Options are kept for a list only. */
export const intakeFormInputSchema = z
  .object({
    fields: z
      .array(fieldInputSchema, { error: T.tooManyFields })
      .max(INTAKE_LIMITS.fields, { error: T.tooManyFields }),
  })
  .superRefine((form, ctx) => {
    const keys = new Set<string>();
    form.fields.forEach((field, index) => {
      if (keys.has(field.key)) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "key"],
          message: T.keyRepeated(field.key),
        });
      }
      keys.add(field.key);
      if (field.type !== "select") return;
      const options = field.options ?? [];
      if (options.length === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "options"],
          message: T.optionsRequired(field.label),
        });
      } else if (new Set(options).size !== options.length) {
        ctx.addIssue({
          code: "custom",
          path: ["fields", index, "options"],
          message: T.optionRepeated(field.label),
        });
      }
    });
  })
  .transform((form) => ({
    fields: form.fields.map(
      ({ options, ...field }): IntakeField =>
        field.type === "select" ? { ...field, options: options ?? [] } : field,
    ),
  }));
export type IntakeFormInput = z.input<typeof intakeFormInputSchema>;

const intakeFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(INTAKE_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});

/** GET /api/services/{id}/intake and the PUT's answer. */
export const intakeFormSchema = z.object({ fields: z.array(intakeFieldSchema) });
export type IntakeForm = z.infer<typeof intakeFormSchema>;

/**
 * `intake` of a new chat: `{key: value}`. The types are checked against the service's form on
 * the server (`answerIntake`); here only the shape and size, so no body can be huge.
 */
export const intakeValuesSchema = z
  .record(
    z.string({ error: T.answersInvalid }).max(64, { error: T.answersInvalid }),
    z.union(
      [
        z.string().max(INTAKE_LIMITS.textarea + 100, { error: T.answersInvalid }),
        z.number(),
        z.boolean(),
        z.null(),
      ],
      { error: T.answersInvalid },
    ),
    { error: T.answersInvalid },
  )
  .refine((values) => Object.keys(values).length <= INTAKE_LIMITS.fields * 2, {
    error: T.answersInvalid,
  });
export type IntakeValues = z.infer<typeof intakeValuesSchema>;

/** The answers pinned in the chat object (`intake`). */
export const intakeAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
});
