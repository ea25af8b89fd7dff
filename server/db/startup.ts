import { count } from "drizzle-orm";
import { ensureOperatorAccount, type OperatorAccountResult } from "../modules/accounts/service.ts";
import type { EventBus } from "../platform/events/event-bus.ts";
import { type Database, migrateDatabase } from "./client.ts";
import { services } from "./schema/catalogue.ts";
import { users } from "./schema/users.ts";
import { seedBaseContent } from "./seed/base-content.ts";
import { seedDemoContent } from "./seed/demo-content.ts";

export interface StartupReport {
  seededDemo: boolean;
  operator: OperatorAccountResult;
}

/**
 * Everything the database needs before the app serves: migrations, the product's base content
 * (tariffs, legal texts) where missing, demo content on an empty database only, and the operator
 * account. Runs under a lock so several instances starting together do it once.
 */
export async function prepareDatabase(
  database: Database,
  options: {
    seedDemo: boolean;
    adminEmail?: string;
    adminPassword?: string;
    /** ADMIN_PHONE: the operator's number, counted as confirmed (issue 45 §2). */
    adminPhone?: string;
    /** Where a changed ADMIN_PASSWORD announces the admin's ended sessions to other instances. */
    events?: EventBus;
  },
): Promise<StartupReport> {
  return database.withStartupLock(async (db) => {
    await migrateDatabase(database, db);
    const [userCount] = await db.select({ n: count() }).from(users);
    const [serviceCount] = await db.select({ n: count() }).from(services);
    const isEmpty = userCount!.n === 0 && serviceCount!.n === 0;
    await seedBaseContent(db);
    const seededDemo = options.seedDemo && isEmpty;
    if (seededDemo) await seedDemoContent(db);
    const operator = await ensureOperatorAccount(
      db,
      {
        email: options.adminEmail,
        password: options.adminPassword,
        phone: options.adminPhone,
      },
      options.events,
    );
    return { seededDemo, operator };
  });
}
