import { asc } from "drizzle-orm";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { tariffDescription } from "../../../domain/tariffs/tariffs.ts";
import type { Db } from "../../db/client.ts";
import { businessTariffs } from "../../db/schema/tariffs.ts";

export async function listBusinessTariffs(db: Db): Promise<BusinessTariff[]> {
  const rows = await db.select().from(businessTariffs).orderBy(asc(businessTariffs.sortOrder));
  return rows.map((row) => {
    const fields = {
      support_hours: row.supportHours,
      consultation_hours: row.consultationHours,
      documents_per_month: row.documentsPerMonth,
      task_hours: row.taskHours,
      court_price: row.courtPriceKopecks === null ? null : kopecksToRoubles(row.courtPriceKopecks),
      trip_price: row.tripPriceKopecks === null ? null : kopecksToRoubles(row.tripPriceKopecks),
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
  });
}
