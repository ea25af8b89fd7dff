import { and, eq, ne, type SQL } from "drizzle-orm";
import { payments } from "../../db/schema/payments.ts";

/**
 * Which payment rows the statistics read: test payments of the sandbox provider only while the
 * sandbox is the provider (a demo), never beside real money once YooKassa is on.
 */
export const fromCountedProviders = (countSandbox: boolean): SQL | undefined =>
  countSandbox ? undefined : ne(payments.provider, "sandbox");

/** Money that counts as earnings: succeeded payments of counted providers. */
export const countedMoney = (countSandbox: boolean) =>
  and(eq(payments.status, "succeeded"), fromCountedProviders(countSandbox));
