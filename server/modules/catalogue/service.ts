import { and, asc, eq, isNull } from "drizzle-orm";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import {
  CATALOGUE_SERVICES_MAX,
  normalizeCategory,
  RECOMMENDATIONS_MAX,
} from "../../../domain/catalogue/services.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { serviceRecommendations, services } from "../../db/schema/catalogue.ts";

type ServiceRow = typeof services.$inferSelect;

const price = (kopecks: number | null, hidden: boolean) =>
  hidden || kopecks === null ? null : kopecksToRoubles(kopecks);

/** A hidden auto-lawyer price never leaves the server: the flag says «Скрыто», the value is null. */
export function toApiService(row: ServiceRow): Service {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    tooltip: row.tooltip,
    category: normalizeCategory(row.category),
    base_price: kopecksToRoubles(row.basePriceKopecks),
    price_from: row.priceFrom,
    price_full_service: price(row.priceFullServiceKopecks, row.hideFullServicePrice),
    price_remote: price(row.priceRemoteKopecks, row.hideRemotePrice),
    price_full_service_from: row.priceFullServiceFrom,
    price_remote_from: row.priceRemoteFrom,
    hide_full_service_price: row.hideFullServicePrice,
    hide_remote_price: row.hideRemotePrice,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    first_response_minutes: row.firstResponseMinutes,
  };
}

/** Not deleted: in the cabinet's lists (inactive ones too). */
export const notDeleted = isNull(services.deletedAt);

/** Shown on the site: active and not deleted. */
export const isPublic = and(eq(services.isActive, true), notDeleted);

/** Every public service's id and last change, for the sitemap. */
export async function listPublicServiceDates(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: services.id, updatedAt: services.updatedAt })
    .from(services)
    .where(isPublic)
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(CATALOGUE_SERVICES_MAX);
}

export async function listActiveServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(isPublic)
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(CATALOGUE_SERVICES_MAX);
  return rows.map(toApiService);
}

export async function findActiveService(db: Db, id: number): Promise<Service | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), isPublic))
    .limit(1);
  return row ? toApiService(row) : null;
}

/** Recommended services in the order the executor chose; inactive ones are left out. */
export async function listRecommendations(db: Db, serviceId: number): Promise<Service[]> {
  const rows = await db
    .select({ service: services })
    .from(serviceRecommendations)
    .innerJoin(services, eq(services.id, serviceRecommendations.recommendedServiceId))
    .where(and(eq(serviceRecommendations.serviceId, serviceId), isPublic))
    .orderBy(asc(serviceRecommendations.position), asc(services.id))
    // Adding refuses a sixth under the catalogue lock; the cap here holds whatever the table has.
    .limit(RECOMMENDATIONS_MAX);
  return rows.map((row) => toApiService(row.service));
}
