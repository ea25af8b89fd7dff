import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { payments } from "../../db/schema/payments.ts";

/**
 * Which payment rows the statistics read: test payments of the sandbox provider only while the
 * sandbox is the provider (a demo), never beside real money once YooKassa is on.
 */
export const fromCountedProviders = (countSandbox: boolean): SQL | undefined =>
  countSandbox ? undefined : ne(payments.provider, "sandbox");

/**
 * Money that counts as earnings: succeeded payments of counted providers (partly refunded ones
 * too, by `netKopecks`; one refunded in full is «refunded» and counts no more).
 */
export const countedMoney = (countSandbox: boolean) =>
  and(eq(payments.status, "succeeded"), fromCountedProviders(countSandbox));

/** What a payment brought in: its amount less what was refunded of it (issue 31 §4). */
export const netKopecks = sql`(${payments.amountKopecks} - ${payments.refundedKopecks})`;
