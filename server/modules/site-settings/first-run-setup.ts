import { eq, sql } from "drizzle-orm";
import {
  FIRST_RUN_SETUP_KEY,
  SETUP_PROGRESS_NONE,
  SETUP_STEPS,
  type SetupProgress,
} from "../../../domain/site-settings/first-run-setup.ts";
import type { SetupStepUpdate } from "../../../domain/site-settings/first-run-setup-schemas.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";

/**
 * The first-run setup's progress (issue 44 §3), one row of `site_settings`: which steps were
 * saved or skipped. A value that is neither reads as not yet.
 */
export async function getSetupProgress(db: Db): Promise<SetupProgress> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, FIRST_RUN_SETUP_KEY));
  const stored = row?.value ?? {};
  const progress = { ...SETUP_PROGRESS_NONE };
  for (const step of SETUP_STEPS) {
    const state = stored[step];
    if (state === "done" || state === "skipped") progress[step] = state;
  }
  return progress;
}

/**
 * Marks one step; a step once done stays done (skipping it later, from a second tab, does not
 * undo a save). One statement: two administrators marking steps at once both count.
 */
export async function markSetupStep(
  db: Db,
  userId: number,
  { step, state }: SetupStepUpdate,
): Promise<SetupProgress> {
  const value = { [step]: state };
  await db
    .insert(siteSettings)
    .values({ key: FIRST_RUN_SETUP_KEY, value, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: {
        value: sql`case when ${siteSettings.value} ->> ${step} = 'done'
          then ${siteSettings.value}
          else ${siteSettings.value} || excluded.value end`,
        updatedByUserId: userId,
        updatedAt: new Date(),
      },
    });
  return getSetupProgress(db);
}

/** The demo is a finished site: its setup has nothing ahead. */
export async function completeSetup(db: Db): Promise<void> {
  const value = Object.fromEntries(SETUP_STEPS.map((step) => [step, "done"]));
  await db
    .insert(siteSettings)
    .values({ key: FIRST_RUN_SETUP_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}
