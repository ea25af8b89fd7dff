import { and, asc, count, eq, inArray, max, or, sql } from "drizzle-orm";
import type { AuditAction } from "../../../domain/audit/audit.ts";
import { priceProblem } from "../../../domain/catalogue/service-editor.ts";
import type {
  ExecutorService,
  ServiceCreate,
  ServiceUpdate,
} from "../../../domain/catalogue/service-editor-schemas.ts";
import {
  CATALOGUE_SERVICES_MAX,
  CATALOGUE_TEXTS,
  isAutoLawyerCategory,
} from "../../../domain/catalogue/services.ts";
import { roublesToKopecks } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { serviceRecommendations, services } from "../../db/schema/catalogue.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { withAutoLawyerPricing } from "./auto-lawyer-pricing.ts";
import { notDeleted, toApiService } from "./service.ts";

type ServiceRow = typeof services.$inferSelect;

/** What every catalogue write needs: the database, who writes, and how to tell every instance. */
export interface CatalogueWrite {
  db: Db;
  actor: AuditActor;
  /** Runs after the commit: drops the catalogue cache here and on every other instance. */
  announce(): Promise<void>;
}

/**
 * Creating, deleting and reordering change the set of services or its order, so they take turns:
 * a reorder never interleaves with a creation that picks the next place, or with a deletion.
 */
export async function lockCatalogue(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue:services'))`);
}

export function toExecutorService(row: ServiceRow, recommendedIds: number[]): ExecutorService {
  return {
    ...toApiService(row),
    recommended_service_ids: recommendedIds,
    intake_fields: row.intakeFields,
    vat_code: row.vatCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Recommended ids of the given services (all when omitted), each list in the executor's order. */
export async function recommendedIdsOf(db: Db, serviceIds?: number[]) {
  const links = await db
    .select({
      serviceId: serviceRecommendations.serviceId,
      recommendedId: serviceRecommendations.recommendedServiceId,
    })
    .from(serviceRecommendations)
    .where(serviceIds ? inArray(serviceRecommendations.serviceId, serviceIds) : undefined)
    .orderBy(
      asc(serviceRecommendations.serviceId),
      asc(serviceRecommendations.position),
      asc(serviceRecommendations.recommendedServiceId),
    );
  const byService = new Map<number, number[]>();
  for (const link of links) {
    const list = byService.get(link.serviceId) ?? [];
    list.push(link.recommendedId);
    byService.set(link.serviceId, list);
  }
  return byService;
}

/** The cabinet's list: every service not deleted, inactive and auto-lawyer ones too, in saved order. */
export async function listExecutorServices(db: Db): Promise<ExecutorService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(notDeleted)
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(CATALOGUE_SERVICES_MAX);
  const recommended = await recommendedIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toExecutorService(row, recommended.get(row.id) ?? []));
}

/**
 * The place after the last service: a new one, from either tab, goes last (under lockCatalogue).
 * A full catalogue (CATALOGUE_SERVICES_MAX) has no place: 409.
 */
export async function nextSortOrder(tx: Db): Promise<number> {
  const [last] = await tx
    .select({ sortOrder: max(services.sortOrder), total: count() })
    .from(services)
    .where(notDeleted);
  if ((last?.total ?? 0) >= CATALOGUE_SERVICES_MAX) throw conflict(CATALOGUE_TEXTS.full);
  return (last?.sortOrder ?? -1) + 1;
}

/** Locks one service that is not deleted for the rest of the transaction, or answers 404. */
export async function lockService(tx: Db, id: number): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), notDeleted))
    .for("update");
  if (!row) throw notFound(CATALOGUE_TEXTS.notFound);
  return row;
}

async function snapshotOf(tx: Db, row: ServiceRow): Promise<ExecutorService> {
  const recommended = await recommendedIdsOf(tx, [row.id]);
  return toExecutorService(row, recommended.get(row.id) ?? []);
}

/** A new service goes last in the catalogue (the executor moves it up if they like). */
export async function createService(
  ctx: CatalogueWrite,
  input: ServiceCreate,
): Promise<ExecutorService> {
  const priceRefused = priceProblem(input.base_price);
  if (priceRefused) throw badRequest(priceRefused);
  const created = await ctx.db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const [row] = await tx
      .insert(services)
      .values(
        withAutoLawyerPricing(null, {
          title: input.title,
          description: input.description,
          tooltip: input.tooltip,
          basePriceKopecks: roublesToKopecks(input.base_price),
          category: input.category,
          priceFrom: input.price_from,
          isActive: input.is_active,
          firstResponseMinutes: input.first_response_minutes,
          vatCode: input.vat_code,
          sortOrder: await nextSortOrder(tx),
        }),
      )
      .returning();
    if (!row) throw new Error("service insert returned nothing");
    const after = toExecutorService(row, []);
    await recordChange(tx, ctx.actor, {
      entityType: "service",
      entityId: row.id,
      action: "create",
      entityTitle: row.title,
      before: null,
      after,
    });
    return after;
  });
  await ctx.announce();
  return created;
}

/** The same service with its update time left out: did anything the executor sees change? */
const sameContent = (a: ExecutorService, b: ExecutorService) =>
  JSON.stringify({ ...a, updated_at: null, recommended_service_ids: null }) ===
  JSON.stringify({ ...b, updated_at: null, recommended_service_ids: null });

function actionOf(input: ServiceUpdate): AuditAction {
  if (input.title !== undefined) return "update";
  return input.is_active ? "activate" : "deactivate";
}

/** The row's columns the update sets: the full form's, or `is_active` alone. */
function patchOf(input: ServiceUpdate): Partial<ServiceRow> {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.tooltip !== undefined ? { tooltip: input.tooltip } : {}),
    ...(input.base_price !== undefined
      ? { basePriceKopecks: roublesToKopecks(input.base_price) }
      : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.price_from !== undefined ? { priceFrom: input.price_from } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    ...(input.vat_code !== undefined ? { vatCode: input.vat_code } : {}),
    ...(input.first_response_minutes !== undefined
      ? { firstResponseMinutes: input.first_response_minutes }
      : {}),
  };
}

/**
 * The form's price rule (spec 3 §5), except for an auto-lawyer service that stays one: its price
 * comes from its own two prices (auto-lawyer-pricing.ts), so the form's is ignored, not judged.
 */
function checkFormPrice(row: ServiceRow, input: ServiceUpdate): void {
  if (input.base_price === undefined) return;
  const staysAutoLawyer =
    isAutoLawyerCategory(row.category) && isAutoLawyerCategory(input.category ?? row.category);
  const refused = staysAutoLawyer ? null : priceProblem(input.base_price);
  if (refused) throw badRequest(refused);
}

/** The full form, or `{ is_active }` alone (the schema allows nothing in between). */
export async function updateService(
  ctx: CatalogueWrite,
  id: number,
  input: ServiceUpdate,
): Promise<ExecutorService> {
  let changed = false;
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockService(tx, id);
    checkFormPrice(row, input);
    const before = await snapshotOf(tx, row);
    const patch = withAutoLawyerPricing(row, patchOf(input));
    // Saving an unchanged form is no change: no log entry, no new update time, no announcement.
    if (sameContent(before, toExecutorService({ ...row, ...patch }, []))) return before;
    const [updated] = await tx
      .update(services)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (!updated) throw notFound(CATALOGUE_TEXTS.notFound);
    const after = toExecutorService(updated, before.recommended_service_ids);
    await recordChange(tx, ctx.actor, {
      entityType: "service",
      entityId: id,
      action: actionOf(input),
      entityTitle: after.title,
      before,
      after,
    });
    changed = true;
    return after;
  });
  if (changed) await ctx.announce();
  return result;
}

/**
 * Soft delete: the row stays for the chats, payments and purchases that name it (they keep their
 * own title), but it leaves the site and the cabinet. Its recommendation links go both ways, so no
 * other service keeps recommending it; each such service's loss is logged too.
 */
export async function deleteService(ctx: CatalogueWrite, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const row = await lockService(tx, id);
    const before = await snapshotOf(tx, row);
    const unlinked = await unlinkRecommendations(tx, id);
    const now = new Date();
    await tx.update(services).set({ deletedAt: now, updatedAt: now }).where(eq(services.id, id));
    await recordChange(tx, ctx.actor, {
      entityType: "service",
      entityId: id,
      action: "delete",
      entityTitle: row.title,
      before,
      after: null,
    });
    await unlinked.record(ctx.actor);
  });
  await ctx.announce();
}

/**
 * A deleted service's recommendation links go both ways, so no other service keeps recommending
 * it. Returns how to log each other service's loss, to be recorded in the same transaction after
 * the deletion's own entry (both tabs delete through here).
 */
export async function unlinkRecommendations(tx: Db, id: number) {
  const referrers = await tx
    .select({ id: services.id, title: services.title })
    .from(serviceRecommendations)
    .innerJoin(services, eq(services.id, serviceRecommendations.serviceId))
    .where(eq(serviceRecommendations.recommendedServiceId, id))
    .orderBy(asc(services.id));
  const referrerLists = await recommendedIdsOf(
    tx,
    referrers.map((referrer) => referrer.id),
  );
  await tx
    .delete(serviceRecommendations)
    .where(
      or(
        eq(serviceRecommendations.serviceId, id),
        eq(serviceRecommendations.recommendedServiceId, id),
      ),
    );
  return {
    async record(actor: AuditActor) {
      for (const referrer of referrers) {
        const ids = referrerLists.get(referrer.id) ?? [];
        await recordChange(tx, actor, {
          entityType: "recommendation",
          entityId: referrer.id,
          action: "delete",
          entityTitle: referrer.title,
          before: { recommended_service_ids: ids },
          after: { recommended_service_ids: ids.filter((other) => other !== id) },
        });
      }
    },
  };
}
