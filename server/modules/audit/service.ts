import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { AuditEntry, AuditPage, AuditQuery } from "../../../domain/audit/audit-schemas.ts";
import { MOSCOW_TIME_ZONE } from "../../../domain/time.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { containsPattern } from "../../db/text-search.ts";

type AuditRow = typeof auditLog.$inferSelect;

function toApiEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: {
      user_id: row.actorUserId,
      name: row.actorName,
      email: row.actorEmail,
      role: row.actorRole,
    },
    entity_type: row.entityType as AuditEntry["entity_type"],
    entity_id: row.entityId,
    entity_title: row.entityTitle,
    action: row.action as AuditEntry["action"],
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** The instant a Moscow calendar day (YYYY-MM-DD) starts, plus `days`. */
const moscowDayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${MOSCOW_TIME_ZONE}::text)`;

export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, moscowDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, moscowDayStart(query.to, 1)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(
      ilike(auditLog.entityTitle, pattern),
      ilike(auditLog.actorName, pattern),
      ilike(auditLog.actorEmail, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(toApiEntry),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
