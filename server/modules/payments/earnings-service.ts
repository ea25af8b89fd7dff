import { and, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { MONTH_NAMES } from "../../../domain/day-keys.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { EarningsStats, MonthlyEarnings } from "../../../domain/payments/payment-schemas.ts";
import { MOSCOW_TIME_ZONE } from "../../../domain/time.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/payments.ts";
import { countedMoney, netKopecks } from "./counted-payments.ts";

/**
 * Earnings of the executor cabinet (spec 3 §2, §3): succeeded payments by the Moscow calendar day
 * of `paid_at`, less what was refunded of them. A refunded payment is not earnings, nor is a
 * pending or canceled one. Days, weeks
 * and months start at Moscow midnight; PostgreSQL's time zone data does the arithmetic, so no
 * offset is written down here.
 */

const zone = sql`${MOSCOW_TIME_ZONE}::text`;
/** A Moscow wall-clock timestamp (without zone) back to the instant it names. */
const moscowInstant = (wallClock: SQL) => sql`((${wallClock}) at time zone ${zone})`;
const kopecksSum = (where: SQL) =>
  sql`coalesce(sum(${netKopecks}) filter (where ${where}), 0)::bigint`.mapWith(Number);
const paymentCount = (where: SQL) => sql`(count(*) filter (where ${where}))::int`.mapWith(Number);

export async function earningsStats(
  db: Db,
  now: Date,
  countSandbox = true,
): Promise<EarningsStats> {
  const nowInstant = sql`${now.toISOString()}::timestamptz`;
  const moscowNow = sql`(${nowInstant} at time zone ${zone})`;
  const todayStart = moscowInstant(sql`date_trunc('day', ${moscowNow})`);
  const yesterdayStart = moscowInstant(sql`date_trunc('day', ${moscowNow}) - interval '1 day'`);
  // ISO weeks start on Monday, as the cabinet's week does.
  const weekStart = moscowInstant(sql`date_trunc('week', ${moscowNow})`);
  const monthStart = moscowInstant(sql`date_trunc('month', ${moscowNow})`);

  const paidAt = payments.paidAt;
  const periods = {
    today: sql`${paidAt} >= ${todayStart}`,
    yesterday: sql`${paidAt} >= ${yesterdayStart} and ${paidAt} < ${todayStart}`,
    week: sql`${paidAt} >= ${weekStart}`,
    month: sql`${paidAt} >= ${monthStart}`,
  };
  const [row] = await db
    .select({
      todayKopecks: kopecksSum(periods.today),
      todayCount: paymentCount(periods.today),
      yesterdayKopecks: kopecksSum(periods.yesterday),
      yesterdayCount: paymentCount(periods.yesterday),
      weekKopecks: kopecksSum(periods.week),
      weekCount: paymentCount(periods.week),
      monthKopecks: kopecksSum(periods.month),
      monthCount: paymentCount(periods.month),
    })
    .from(payments)
    .where(
      and(
        countedMoney(countSandbox),
        lte(paidAt, sql`${nowInstant}`),
        // Yesterday may lie in the last month, the week may begin in it: read from the earliest.
        gte(paidAt, sql`least(${yesterdayStart}, ${weekStart}, ${monthStart})`),
      ),
    );
  const period = (kopecks = 0, count = 0) => ({ amount: kopecksToRoubles(kopecks), count });
  return {
    today: period(row?.todayKopecks, row?.todayCount),
    yesterday: period(row?.yesterdayKopecks, row?.yesterdayCount),
    week: period(row?.weekKopecks, row?.weekCount),
    month: period(row?.monthKopecks, row?.monthCount),
  };
}

const moscowYearFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: MOSCOW_TIME_ZONE,
  year: "numeric",
});

/** Every month of a Moscow year, empty ones included; the year defaults to `now`'s. */
export async function monthlyEarnings(
  db: Db,
  now: Date,
  year?: number,
  countSandbox = true,
): Promise<MonthlyEarnings> {
  const targetYear = year ?? Number(moscowYearFormat.format(now));
  const newYear = (y: number) => sql`make_timestamptz(${y}::int, 1, 1, 0, 0, 0, ${zone})`;
  const month = sql`extract(month from ${payments.paidAt} at time zone ${zone})::int`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      month,
      kopecks: sql`sum(${netKopecks})::bigint`.mapWith(Number),
      count: sql`count(*)::int`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        countedMoney(countSandbox),
        gte(payments.paidAt, sql`${newYear(targetYear)}`),
        lt(payments.paidAt, sql`${newYear(targetYear + 1)}`),
      ),
    )
    // By position: the zone is a bound parameter, so a repeated expression would not match.
    .groupBy(sql`1`);

  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const breakdown = MONTH_NAMES.map((monthName, index) => {
    const row = byMonth.get(index + 1);
    return { month: index + 1, monthName, kopecks: row?.kopecks ?? 0, count: row?.count ?? 0 };
  });
  return {
    year: targetYear,
    total_amount: kopecksToRoubles(breakdown.reduce((sum, m) => sum + m.kopecks, 0)),
    total_count: breakdown.reduce((sum, m) => sum + m.count, 0),
    monthly_breakdown: breakdown.map((m) => ({
      month: m.month,
      month_name: m.monthName,
      amount: kopecksToRoubles(m.kopecks),
      count: m.count,
    })),
  };
}
