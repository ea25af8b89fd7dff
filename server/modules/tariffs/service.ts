import { asc, eq } from "drizzle-orm";
import { kopecksToRoubles, roublesToKopecks } from "../../../domain/money.ts";
import { TARIFF_EDITOR_TEXTS } from "../../../domain/tariffs/tariff-editor.ts";
import type {
  BusinessTariff,
  BusinessTariffUpdate,
} from "../../../domain/tariffs/tariff-schemas.ts";
import { TARIFF_KEYS, type TariffKey, tariffDescription } from "../../../domain/tariffs/tariffs.ts";
import type { Db } from "../../db/client.ts";
import { businessTariffs } from "../../db/schema/tariffs.ts";
import { notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

type TariffRow = typeof businessTariffs.$inferSelect;

const roublesOrNull = (kopecks: number | null) =>
  kopecks === null ? null : kopecksToRoubles(kopecks);
const kopecksOrNull = (roubles: number | null) =>
  roubles === null ? null : roublesToKopecks(roubles);

function toApiTariff(row: TariffRow): BusinessTariff {
  const fields = {
    support_hours: row.supportHours,
    consultation_hours: row.consultationHours,
    documents_per_month: row.documentsPerMonth,
    task_hours: row.taskHours,
    court_price: roublesOrNull(row.courtPriceKopecks),
    trip_price: roublesOrNull(row.tripPriceKopecks),
    notes: row.notes,
  };
  return {
    id: row.id,
    name: row.name,
    price: kopecksToRoubles(row.priceKopecks),
    sort_order: row.sortOrder,
    ...fields,
    description: tariffDescription(fields),
  };
}

/**
 * Read from the table on every call, with no cache on either side: an edit in the cabinet is on
 * the site with the next request, and a payment for a tariff is checked against the same row.
 */
export async function listBusinessTariffs(db: Db): Promise<BusinessTariff[]> {
  const rows = await db
    .select()
    .from(businessTariffs)
    .orderBy(asc(businessTariffs.sortOrder), asc(businessTariffs.id))
    // A fixed set, one row per key (seeded; no route adds one): capped, not paged, so a stray
    // row can never grow the answer that every page of the site carries.
    .limit(TARIFF_KEYS.length);
  return rows.map(toApiTariff);
}

const isTariffKey = (key: string): key is TariffKey =>
  (TARIFF_KEYS as readonly string[]).includes(key);

/**
 * The cabinet's tariff editor: the new values replace the old ones at once everywhere they are
 * shown. A purchase keeps what it was bought for, since a payment stores its own amount.
 */
export async function updateBusinessTariff(
  db: Db,
  actor: AuditActor,
  key: string,
  input: BusinessTariffUpdate,
): Promise<BusinessTariff> {
  if (!isTariffKey(key)) throw notFound(TARIFF_EDITOR_TEXTS.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(businessTariffs)
      .where(eq(businessTariffs.id, key))
      .for("update");
    if (!row) throw notFound(TARIFF_EDITOR_TEXTS.notFound);
    const [updated] = await tx
      .update(businessTariffs)
      .set({
        name: input.name,
        priceKopecks: roublesToKopecks(input.price),
        supportHours: input.support_hours,
        consultationHours: input.consultation_hours,
        documentsPerMonth: input.documents_per_month,
        taskHours: input.task_hours,
        courtPriceKopecks: kopecksOrNull(input.court_price),
        tripPriceKopecks: kopecksOrNull(input.trip_price),
        notes: input.notes,
        updatedAt: new Date(),
      })
      .where(eq(businessTariffs.id, key))
      .returning();
    if (!updated) throw notFound(TARIFF_EDITOR_TEXTS.notFound);
    const before = toApiTariff(row);
    const after = toApiTariff(updated);
    await recordChange(tx, actor, {
      entityType: "business_tariff",
      entityId: key,
      action: "update",
      entityTitle: after.name,
      before,
      after,
    });
    return after;
  });
}
