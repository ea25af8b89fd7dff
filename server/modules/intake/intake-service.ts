import { and, eq } from "drizzle-orm";
import { CATALOGUE_TEXTS } from "../../../domain/catalogue/services.ts";
import {
  answerIntake,
  INTAKE_TEXTS,
  type IntakeAnswer,
  type IntakeField,
} from "../../../domain/intake/intake.ts";
import type { IntakeForm } from "../../../domain/intake/intake-schemas.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { badRequest, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { lockService } from "../catalogue/back-office-service.ts";
import { isPublic } from "../catalogue/service.ts";

/** The form a visitor fills for an active service; null when the service is not on the site. */
export async function publicIntakeForm(db: Db, serviceId: number): Promise<IntakeForm | null> {
  const [row] = await db
    .select({ fields: services.intakeFields })
    .from(services)
    .where(and(eq(services.id, serviceId), isPublic))
    .limit(1);
  return row ? { fields: row.fields } : null;
}

/** jsonb keeps an object's keys in its own order, so fields are compared by their values. */
const sameFields = (a: readonly IntakeField[], b: readonly IntakeField[]) =>
  JSON.stringify(a.map(valuesOf)) === JSON.stringify(b.map(valuesOf));
const valuesOf = (field: IntakeField) => [
  field.key,
  field.label,
  field.type,
  field.required,
  field.options ?? null,
];

/**
 * Replaces the service's form (inactive services too: a lawyer prepares it before switching the
 * service on). Answers already given stay as they were: chats keep their own copy.
 */
export async function saveIntakeForm(
  db: Db,
  actor: AuditActor,
  serviceId: number,
  fields: IntakeField[],
): Promise<IntakeForm> {
  return db.transaction(async (tx) => {
    const row = await lockService(tx, serviceId);
    // Saving the form unchanged is no change: no audit entry.
    if (sameFields(row.intakeFields, fields)) return { fields };
    await tx.update(services).set({ intakeFields: fields }).where(eq(services.id, serviceId));
    await recordChange(tx, actor, {
      entityType: "service",
      entityId: serviceId,
      action: "update",
      entityTitle: row.title,
      before: { intake_fields: row.intakeFields },
      after: { intake_fields: fields },
    });
    return { fields };
  });
}

/**
 * The answers a new chat keeps, checked against the service's form: `values` absent while the
 * form asks something is refused, so no chat of such a service starts without its form.
 * Throws a 400 naming the field; nothing is written before this runs.
 */
export function intakeAnswersFor(
  fields: readonly IntakeField[],
  values: Record<string, unknown> | undefined,
): IntakeAnswer[] {
  if (fields.length === 0) return [];
  if (values === undefined) throw badRequest(INTAKE_TEXTS.formMissing);
  const checked = answerIntake(fields, values);
  if ("problem" in checked) throw badRequest(checked.problem);
  return checked.answers;
}

export const intakeNotFound = () => notFound(CATALOGUE_TEXTS.notFound);
