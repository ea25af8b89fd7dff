import { and, desc, isNotNull, sql } from "drizzle-orm";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { BusinessTariffStats } from "../../../domain/payments/payment-schemas.ts";
import { type PaymentState, RECENT_PURCHASES_LIMIT } from "../../../domain/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/payments.ts";
import { listBusinessTariffs } from "../tariffs/service.ts";
import { countedMoney, fromCountedProviders, netKopecks } from "./counted-payments.ts";

/**
 * The business-tariffs tab (spec 3 §2, §3): a purchase is a payment with a `plan_type`. Counts and
 * revenue are of paid purchases only; the recent list shows every state, as the cabinet labels
 * each one (domain `purchaseStatusLabel`).
 */
export async function businessTariffStats(
  db: Db,
  countSandbox = true,
): Promise<BusinessTariffStats> {
  const [tariffs, soldByPlan, recent] = await Promise.all([
    listBusinessTariffs(db),
    paidPurchasesByPlan(db, countSandbox),
    recentPurchases(db, countSandbox),
  ]);
  const names = new Map<string, string>(tariffs.map((tariff) => [tariff.id, tariff.name]));

  const tariffStats: BusinessTariffStats["tariff_stats"] = {};
  for (const tariff of tariffs) {
    const sold = soldByPlan.get(tariff.id);
    tariffStats[tariff.id] = {
      name: tariff.name,
      count: sold?.count ?? 0,
      revenue: kopecksToRoubles(sold?.kopecks ?? 0),
    };
  }
  // The totals keep purchases of a tariff removed since: that money was still taken.
  const sold = [...soldByPlan.values()];
  return {
    total_purchases: sold.reduce((sum, plan) => sum + plan.count, 0),
    total_revenue: kopecksToRoubles(sold.reduce((sum, plan) => sum + plan.kopecks, 0)),
    tariff_stats: tariffStats,
    recent_purchases: recent.map((purchase) => ({
      id: purchase.id,
      tariff_name: names.get(purchase.planType) ?? purchase.planType,
      amount: kopecksToRoubles(purchase.amountKopecks),
      // The table's check constraint admits only these states.
      payment_status: purchase.status as PaymentState,
      created_at: purchase.createdAt.toISOString(),
    })),
  };
}

async function paidPurchasesByPlan(db: Db, countSandbox: boolean) {
  const rows = await db
    .select({
      planType: sql`${payments.planType}`.mapWith(String),
      count: sql`count(*)::int`.mapWith(Number),
      kopecks: sql`sum(${netKopecks})::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(and(isNotNull(payments.planType), countedMoney(countSandbox)))
    .groupBy(payments.planType);
  return new Map(rows.map((row) => [row.planType, row]));
}

async function recentPurchases(db: Db, countSandbox: boolean) {
  return db
    .select({
      id: payments.id,
      planType: sql`${payments.planType}`.mapWith(String),
      amountKopecks: payments.amountKopecks,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(isNotNull(payments.planType), fromCountedProviders(countSandbox)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(RECENT_PURCHASES_LIMIT);
}
