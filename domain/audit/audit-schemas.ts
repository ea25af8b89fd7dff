/** Audit log API shapes (issue 10 §7). The web imports only types from here. */
import { z } from "zod";
import { pageQueryShape, pageSchema } from "../paging-schemas.ts";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE, AUDIT_TEXTS } from "./audit.ts";

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({
    user_id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
  }),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.string(),
  entity_title: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: snapshot,
  after: snapshot,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A real calendar day (2026-02-30 is refused here, not by the database). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AUDIT_TEXTS.invalidDate })
  .refine(isCalendarDay, { error: AUDIT_TEXTS.invalidDate })
  .optional();

/** Filters of the «Журнал изменений» tab; `from` and `to` are Moscow calendar days. */
export const auditQuerySchema = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  q: z.string().trim().max(200).optional(),
  from: day,
  to: day,
  ...pageQueryShape(AUDIT_PAGE_SIZE, 200),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
