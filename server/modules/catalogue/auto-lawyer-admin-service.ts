import { and, asc, eq, inArray } from "drizzle-orm";
import {
  autoLawyerCatalogueFields,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../../../domain/catalogue/auto-lawyer-admin.ts";
import type {
  AutoLawyerOrder,
  AutoLawyerServiceForm,
  ExecutorAutoLawyerService,
} from "../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import {
  CATALOGUE_SERVICES_MAX,
  isAutoLawyerCategory,
} from "../../../domain/catalogue/services.ts";
import { kopecksToRoubles, roublesToKopecks } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { autoLawyerSortOrders } from "./auto-lawyer-slots.ts";
import { lockCatalogue, nextSortOrder, unlinkRecommendations } from "./back-office-service.ts";
import { notDeleted } from "./service.ts";

type ServiceRow = typeof services.$inferSelect;

/** `auto_lawyer` is the old spelling of the category (domain normalizeCategory). */
const isAutoLawyer = inArray(services.category, ["auto", "auto_lawyer"]);

const roubles = (kopecks: number | null) => (kopecks === null ? null : kopecksToRoubles(kopecks));
const kopecks = (value: number | null) => (value === null ? null : roublesToKopecks(value));

/** The executor's view: the real prices, hidden or not (never sent to the public API). */
export function toExecutorAutoLawyerService(row: ServiceRow): ExecutorAutoLawyerService {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price_full_service: roubles(row.priceFullServiceKopecks),
    price_remote: roubles(row.priceRemoteKopecks),
    price_full_service_from: row.priceFullServiceFrom,
    price_remote_from: row.priceRemoteFrom,
    hide_full_service_price: row.hideFullServicePrice,
    hide_remote_price: row.hideRemotePrice,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    base_price: kopecksToRoubles(row.basePriceKopecks),
    price_from: row.priceFrom,
  };
}

/** Every not-deleted auto-lawyer service, inactive ones too, in the catalogue's order. */
export async function listExecutorAutoLawyerServices(db: Db): Promise<ExecutorAutoLawyerService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(isAutoLawyer, notDeleted))
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(CATALOGUE_SERVICES_MAX);
  return rows.map(toExecutorAutoLawyerService);
}

/** The row's columns for a form; base_price and price_from follow the prices (the chat price). */
function formColumns(form: AutoLawyerServiceForm) {
  const catalogue = autoLawyerCatalogueFields(form);
  return {
    title: form.title,
    description: form.description,
    category: "auto",
    priceFullServiceKopecks: kopecks(form.price_full_service),
    priceRemoteKopecks: kopecks(form.price_remote),
    priceFullServiceFrom: form.price_full_service_from,
    priceRemoteFrom: form.price_remote_from,
    hideFullServicePrice: form.hide_full_service_price,
    hideRemotePrice: form.hide_remote_price,
    basePriceKopecks: roublesToKopecks(catalogue.base_price),
    priceFrom: catalogue.price_from,
  };
}

async function lockedAutoLawyerService(tx: Db, id: number): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), isAutoLawyer, notDeleted))
    .for("update");
  if (!row) throw notFound(T.notFound);
  return row;
}

/** A new service goes to the end of the catalogue, and so to the end of the auto-lawyer list. */
export async function createAutoLawyerService(
  db: Db,
  actor: AuditActor,
  form: AutoLawyerServiceForm,
): Promise<ExecutorAutoLawyerService> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const [row] = await tx
      .insert(services)
      .values({
        ...formColumns(form),
        isActive: form.is_active ?? true,
        sortOrder: await nextSortOrder(tx),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const after = toExecutorAutoLawyerService(row);
    await recordChange(tx, actor, {
      entityType: "auto_lawyer_service",
      entityId: row.id,
      action: "create",
      entityTitle: row.title,
      before: null,
      after,
    });
    return after;
  });
}

/** The whole form: every field is replaced; `is_active` is kept when the form leaves it out. */
export async function updateAutoLawyerService(
  db: Db,
  actor: AuditActor,
  id: number,
  form: AutoLawyerServiceForm,
): Promise<ExecutorAutoLawyerService> {
  return db.transaction(async (tx) => {
    const row = await lockedAutoLawyerService(tx, id);
    const [updated] = await tx
      .update(services)
      .set({
        ...formColumns(form),
        isActive: form.is_active ?? row.isActive,
        updatedAt: new Date(),
      })
      .where(eq(services.id, id))
      .returning();
    if (!updated) throw notFound(T.notFound);
    const after = toExecutorAutoLawyerService(updated);
    await recordChange(tx, actor, {
      entityType: "auto_lawyer_service",
      entityId: id,
      action: "update",
      entityTitle: updated.title,
      before: toExecutorAutoLawyerService(row),
      after,
    });
    return after;
  });
}

/** «Включить» / «Отключить»: shown on the site or not; switching to the same state is a no-op. */
export async function setAutoLawyerServiceActive(
  db: Db,
  actor: AuditActor,
  id: number,
  isActive: boolean,
): Promise<ExecutorAutoLawyerService> {
  return db.transaction(async (tx) => {
    const row = await lockedAutoLawyerService(tx, id);
    if (row.isActive === isActive) return toExecutorAutoLawyerService(row);
    const [updated] = await tx
      .update(services)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (!updated) throw notFound(T.notFound);
    const after = toExecutorAutoLawyerService(updated);
    await recordChange(tx, actor, {
      entityType: "auto_lawyer_service",
      entityId: id,
      action: isActive ? "activate" : "deactivate",
      entityTitle: updated.title,
      before: toExecutorAutoLawyerService(row),
      after,
    });
    return after;
  });
}

/**
 * Soft delete, as for every catalogue service: the row stays for the chats, payments and purchases
 * that name it, and leaves every list; its recommendation links go both ways.
 */
export async function deleteAutoLawyerService(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const row = await lockedAutoLawyerService(tx, id);
    const unlinked = await unlinkRecommendations(tx, id);
    await tx
      .update(services)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(services.id, id));
    await recordChange(tx, actor, {
      entityType: "auto_lawyer_service",
      entityId: id,
      action: "delete",
      entityTitle: row.title,
      before: toExecutorAutoLawyerService(row),
      after: null,
    });
    await unlinked.record(actor);
  });
}

/** The audit snapshot of an order: the titles and ids in it, first to last. */
const orderSnapshot = (list: { id: number; title: string }[]) => ({
  services: list.map((service) => ({ id: service.id, title: service.title })),
});

/**
 * «Сохранить порядок»: the list must name every auto-lawyer service exactly once (else someone
 * added or deleted one meanwhile: 409); the services then trade their catalogue slots
 * (auto-lawyer-slots.ts), so the rest of the catalogue does not move.
 */
export async function reorderAutoLawyerServices(
  db: Db,
  actor: AuditActor,
  order: AutoLawyerOrder,
): Promise<ExecutorAutoLawyerService[]> {
  const positions = order.services.map((item) => item.sort_order);
  if (new Set(positions).size !== positions.length) throw badRequest(T.orderDuplicatePosition);
  const requested = [...order.services]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((item) => item.service_id);

  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const catalogue = await tx
      .select({ id: services.id, sortOrder: services.sortOrder, category: services.category })
      .from(services)
      .where(notDeleted)
      .orderBy(asc(services.sortOrder), asc(services.id))
      .for("update");
    const slots = catalogue.map((row) => ({
      id: row.id,
      sortOrder: row.sortOrder,
      isAutoLawyer: isAutoLawyerCategory(row.category),
    }));
    const autoIds = slots.filter((slot) => slot.isAutoLawyer).map((slot) => slot.id);
    const sameSet =
      requested.length === autoIds.length &&
      new Set(requested).size === requested.length &&
      requested.every((id) => autoIds.includes(id));
    if (!sameSet) throw conflict(T.orderChanged);

    const before = await listExecutorAutoLawyerServices(tx);
    const changes = autoLawyerSortOrders(slots, requested);
    for (const [id, sortOrder] of changes) {
      await tx
        .update(services)
        .set({ sortOrder, updatedAt: new Date() })
        .where(eq(services.id, id));
    }
    const after = await listExecutorAutoLawyerServices(tx);
    if (changes.size > 0) {
      await recordChange(tx, actor, {
        entityType: "auto_lawyer_service",
        entityId: "order",
        action: "reorder",
        entityTitle: T.listLabel,
        before: orderSnapshot(before),
        after: orderSnapshot(after),
      });
    }
    return after;
  });
}
