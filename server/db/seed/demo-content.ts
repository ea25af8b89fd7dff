import { eq } from "drizzle-orm";
import { BILLING_SETTINGS_KEY } from "../../../domain/billing/billing.ts";
import { SITE_SETTINGS_KEY } from "../../../domain/site-settings/site-settings.ts";
import { hashPassword } from "../../auth/password.ts";
import { insertArticle } from "../../modules/articles/service.ts";
import { completeSetup } from "../../modules/site-settings/first-run-setup.ts";
import type { Db } from "../client.ts";
import { serviceRecommendations, services } from "../schema/catalogue.ts";
import { siteSettings } from "../schema/content.ts";
import { reviews } from "../schema/reviews.ts";
import { users } from "../schema/users.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import { DEMO_ARTICLES } from "./demo-articles.ts";
import { seedDemoCannedReplies } from "./demo-canned-replies.ts";
import { demoRecommendationRows, demoServiceRows } from "./demo-catalogue.ts";
import { seedDemoChat } from "./demo-chat.ts";
import { DEMO_REVIEWS } from "./demo-reviews.ts";
import { DEMO_BILLING_SETTINGS, DEMO_SITE_SETTINGS } from "./demo-site-settings.ts";

async function seedDemoUsers(db: Db): Promise<void> {
  const { executor, client } = DEMO_ACCOUNTS;
  const [executorHash, clientHash] = await Promise.all([
    hashPassword(executor.password),
    hashPassword(client.password),
  ]);
  await db.insert(users).values([
    {
      email: executor.email.toLowerCase(),
      passwordHash: executorHash,
      fullName: executor.fullName,
      role: "executor",
      clientType: null,
      phone: executor.phone,
      phoneConfirmedAt: new Date(),
    },
    {
      email: client.email.toLowerCase(),
      passwordHash: clientHash,
      fullName: client.fullName,
      role: "client",
      clientType: "individual",
      phone: client.phone,
      phoneConfirmedAt: new Date(),
    },
  ]);
}

async function seedDemoCatalogue(db: Db): Promise<void> {
  const rows = demoServiceRows();
  const inserted = await db
    .insert(services)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning({ id: services.id, sortOrder: services.sortOrder });
  const idsBySortOrder = new Map(inserted.map((row) => [row.sortOrder, row.id]));
  const idsByKey = new Map(
    rows.map((row) => {
      const id = idsBySortOrder.get(row.sortOrder ?? -1);
      if (id === undefined) throw new Error(`Demo service ${row.key} was not inserted`);
      return [row.key, id] as const;
    }),
  );
  const recommendations = demoRecommendationRows(idsByKey);
  if (recommendations.length > 0) {
    await db.insert(serviceRecommendations).values(recommendations);
  }
}

/**
 * Demo content for an empty database (server/db/startup.ts): the demo executor and client,
 * the catalogue with recommendations, reviews, articles, one chat of the demo client and the
 * executor's canned replies.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedDemoUsers(db);
  await seedDemoCatalogue(db);
  await db.insert(reviews).values(DEMO_REVIEWS);
  for (const article of DEMO_ARTICLES) {
    await insertArticle(db, article);
  }
  await seedDemoChat(db);
  await seedDemoCannedReplies(db);
  // The demo names a seller so its pages look finished; a real install starts with none.
  await db
    .update(siteSettings)
    .set({ value: { ...DEMO_SITE_SETTINGS } })
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  await db
    .insert(siteSettings)
    .values({ key: BILLING_SETTINGS_KEY, value: { ...DEMO_BILLING_SETTINGS } })
    .onConflictDoNothing({ target: siteSettings.key });
  // …and is set up: «Обзор» offers no setup to finish.
  await completeSetup(db);
}
