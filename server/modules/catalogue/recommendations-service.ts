import { and, eq, inArray, max } from "drizzle-orm";
import {
  recommendationsProblem,
  SERVICE_EDITOR_TEXTS as T,
} from "../../../domain/catalogue/service-editor.ts";
import type { RecommendationsAnswer } from "../../../domain/catalogue/service-editor-schemas.ts";
import { serviceRecommendations, services } from "../../db/schema/catalogue.ts";
import { badRequest, notFound } from "../../errors.ts";
import { recordChange } from "../audit/audit-log.ts";
import {
  type CatalogueWrite,
  lockCatalogue,
  lockService,
  recommendedIdsOf,
} from "./back-office-service.ts";
import { notDeleted } from "./service.ts";

/**
 * Adds recommended services after the ones there are (spec 3 §5). The service's row stays locked
 * until the commit, so two executors adding at once are counted one after the other and the five
 * can never be exceeded; the recommended rows are share-locked, so none of them can be deleted
 * half-way and leave a link to a deleted service.
 */
export async function addRecommendations(
  ctx: CatalogueWrite,
  serviceId: number,
  ids: number[],
): Promise<RecommendationsAnswer> {
  const answer = await ctx.db.transaction(async (tx) => {
    // The catalogue lock first: two executors making A and B recommend each other at once would
    // otherwise each hold one row and wait for the other's (a deadlock, answered 500).
    await lockCatalogue(tx);
    const service = await lockService(tx, serviceId);
    const existing = (await recommendedIdsOf(tx, [serviceId])).get(serviceId) ?? [];
    const problem = recommendationsProblem(existing.length, ids.length);
    if (problem) throw badRequest(problem);
    if (ids.includes(serviceId)) throw badRequest(T.recommendationSelf);
    const targets = await tx
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(and(inArray(services.id, ids), notDeleted))
      .for("share");
    if (targets.length !== ids.length) throw badRequest(T.recommendationUnknown);
    const already = targets.find((target) => existing.includes(target.id));
    if (already) throw badRequest(T.recommendationAlready(already.title));

    const [last] = await tx
      .select({ position: max(serviceRecommendations.position) })
      .from(serviceRecommendations)
      .where(eq(serviceRecommendations.serviceId, serviceId));
    const start = (last?.position ?? -1) + 1;
    await tx.insert(serviceRecommendations).values(
      ids.map((recommendedServiceId, index) => ({
        serviceId,
        recommendedServiceId,
        position: start + index,
      })),
    );
    const after = [...existing, ...ids];
    await recordChange(tx, ctx.actor, {
      entityType: "recommendation",
      entityId: serviceId,
      action: "create",
      entityTitle: service.title,
      before: { recommended_service_ids: existing },
      after: { recommended_service_ids: after },
    });
    return { message: T.recommendationsAdded, recommended_service_ids: after };
  });
  await ctx.announce();
  return answer;
}

/** Takes one service off another's recommendations; the rest keep their order. */
export async function removeRecommendation(
  ctx: CatalogueWrite,
  serviceId: number,
  recommendedId: number,
): Promise<RecommendationsAnswer> {
  const answer = await ctx.db.transaction(async (tx) => {
    const service = await lockService(tx, serviceId);
    const existing = (await recommendedIdsOf(tx, [serviceId])).get(serviceId) ?? [];
    if (!existing.includes(recommendedId)) throw notFound(T.recommendationNotLinked);
    await tx
      .delete(serviceRecommendations)
      .where(
        and(
          eq(serviceRecommendations.serviceId, serviceId),
          eq(serviceRecommendations.recommendedServiceId, recommendedId),
        ),
      );
    const after = existing.filter((id) => id !== recommendedId);
    await recordChange(tx, ctx.actor, {
      entityType: "recommendation",
      entityId: serviceId,
      action: "delete",
      entityTitle: service.title,
      before: { recommended_service_ids: existing },
      after: { recommended_service_ids: after },
    });
    return { message: T.recommendationRemoved, recommended_service_ids: after };
  });
  await ctx.announce();
  return answer;
}
