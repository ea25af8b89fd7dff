import { asc, eq } from "drizzle-orm";
import { SERVICE_EDITOR_TEXTS as T } from "../../../domain/catalogue/service-editor.ts";
import type {
  ExecutorService,
  ServiceOrder,
} from "../../../domain/catalogue/service-editor-schemas.ts";
import { services } from "../../db/schema/catalogue.ts";
import { conflict } from "../../errors.ts";
import { recordChange } from "../audit/audit-log.ts";
import { type CatalogueWrite, listExecutorServices, lockCatalogue } from "./back-office-service.ts";
import { notDeleted } from "./service.ts";

/**
 * «Сохранить порядок»: the list must name every service there is now, or someone changed the
 * catalogue since the executor loaded it; then nothing is saved (409). Places are renumbered from
 * 0 in the order given (spec 3 §4).
 */
export async function reorderServices(
  ctx: CatalogueWrite,
  order: ServiceOrder,
): Promise<ExecutorService[]> {
  let changed = false;
  await ctx.db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const rows = await tx
      .select({ id: services.id, title: services.title, sortOrder: services.sortOrder })
      .from(services)
      .where(notDeleted)
      .orderBy(asc(services.sortOrder), asc(services.id));
    const known = new Set(rows.map((row) => row.id));
    const named = order.services.map((item) => item.service_id);
    if (named.length !== known.size || named.some((serviceId) => !known.has(serviceId))) {
      throw conflict(T.orderStale);
    }
    const wanted = order.services.toSorted((a, b) => a.sort_order - b.sort_order);
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
    for (const [index, item] of wanted.entries()) {
      if (current.get(item.service_id) === index) continue;
      changed = true;
      await tx.update(services).set({ sortOrder: index }).where(eq(services.id, item.service_id));
    }
    if (!changed) return;
    await recordChange(tx, ctx.actor, {
      entityType: "service",
      entityId: "order",
      action: "reorder",
      entityTitle: T.orderAuditTitle,
      before: {
        services: rows.map((row) => ({
          service_id: row.id,
          title: row.title,
          sort_order: row.sortOrder,
        })),
      },
      after: {
        services: wanted.map((item, index) => ({
          service_id: item.service_id,
          title: titles.get(item.service_id) ?? "",
          sort_order: index,
        })),
      },
    });
  });
  if (changed) await ctx.announce();
  return listExecutorServices(ctx.db);
}
