import { sql } from "drizzle-orm";
import { AUDIT_ENTITY_LABELS } from "../../../domain/audit/audit.ts";
import {
  ALL_SEE_ALL_UP_TO_LAWYERS,
  STAFF_SETTINGS_KEY,
  STAFF_TEXTS,
} from "../../../domain/staff/staff.ts";
import type { StaffSettings, StaffSettingsUpdate } from "../../../domain/staff/staff-schemas.ts";
import { SECOND_FACTOR_TEXTS } from "../../../domain/users/second-factor.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

/**
 * «Все юристы видят все чаты» (issue 30 §2, decision 046): the administrator's choice, stored in
 * `site_settings` under the key `staff`, or, while nobody chose, on for a firm with one working
 * lawyer and off from the second.
 *
 * Access rules read it as SQL inside their own query (session-access.ts), never from a cache:
 * a switched setting binds every instance from the next request on.
 */
export const ALL_LAWYERS_SEE_ALL_CHATS = sql<boolean>`coalesce(
  (select (${siteSettings.value} ->> 'all_lawyers_see_all_chats')::boolean
     from ${siteSettings} where ${siteSettings.key} = ${STAFF_SETTINGS_KEY}),
  (select count(*) <= ${ALL_SEE_ALL_UP_TO_LAWYERS}
     from users where role = 'executor' and disabled_at is null)
)`;

/**
 * Ends every lawyer's event stream when the setting changes: each reconnects at once and is
 * subscribed by the new rule (chat-events.ts's staffStreamTopics).
 */
export const VISIBILITY_CHANGED_TOPIC = "staff:visibility-changed";

const storedChoice = sql<
  boolean | null
>`(select (${siteSettings.value} ->> 'all_lawyers_see_all_chats')::boolean
  from ${siteSettings} where ${siteSettings.key} = ${STAFF_SETTINGS_KEY})`;

/** «Новые администраторы подключают второй фактор при первом входе»: on unless turned off. */
const NEW_ADMINS_NEED_SECOND_FACTOR = sql<boolean>`coalesce(
  (select (${siteSettings.value} ->> 'new_admins_need_second_factor')::boolean
     from ${siteSettings} where ${siteSettings.key} = ${STAFF_SETTINGS_KEY}),
  true
)`;

export async function getStaffSettings(db: Db): Promise<StaffSettings> {
  const [row] = await db
    .select({
      effective: ALL_LAWYERS_SEE_ALL_CHATS,
      chosen: storedChoice,
      secondFactor: NEW_ADMINS_NEED_SECOND_FACTOR,
    })
    .from(sql`(select 1) as one`);
  return {
    all_lawyers_see_all_chats: Boolean(row?.effective),
    automatic: row?.chosen === null || row?.chosen === undefined,
    new_admins_need_second_factor: row?.secondFactor !== false,
  };
}

/** Whether an administrator made by an administrator must set up a second factor first. */
export async function newAdminsNeedSecondFactor(db: Db): Promise<boolean> {
  return (await getStaffSettings(db)).new_admins_need_second_factor;
}

/** An administrator's choices (each optional; null: visibility back to the default), audited. */
export async function updateStaffSettings(
  db: Db,
  events: EventBus,
  actor: AuditActor,
  update: StaffSettingsUpdate,
): Promise<StaffSettings> {
  const result = await db.transaction(async (tx) => {
    const before = await getStaffSettings(tx);
    const value = {
      all_lawyers_see_all_chats:
        update.all_lawyers_see_all_chats === undefined
          ? before.automatic
            ? null
            : before.all_lawyers_see_all_chats
          : update.all_lawyers_see_all_chats,
      new_admins_need_second_factor:
        update.new_admins_need_second_factor ?? before.new_admins_need_second_factor,
    };
    await tx
      .insert(siteSettings)
      .values({ key: STAFF_SETTINGS_KEY, value, updatedByUserId: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedByUserId: actor.userId, updatedAt: new Date() },
      });
    const after = await getStaffSettings(tx);
    await recordChange(tx, actor, {
      entityType: "staff",
      entityId: STAFF_SETTINGS_KEY,
      action: "update",
      entityTitle: `${AUDIT_ENTITY_LABELS.staff}: ${
        update.all_lawyers_see_all_chats === undefined
          ? SECOND_FACTOR_TEXTS.newAdminsNeedIt
          : STAFF_TEXTS.allSeeAll
      }`,
      before: { ...before },
      after: { ...after },
    });
    return { before, after };
  });
  if (result.before.all_lawyers_see_all_chats !== result.after.all_lawyers_see_all_chats) {
    await announceVisibilityChange(events);
  }
  return result.after;
}

/** After a commit that may have changed who sees what (the setting, or the team's size). */
export async function announceVisibilityChange(events: EventBus): Promise<void> {
  await events.publish(VISIBILITY_CHANGED_TOPIC, { type: "end" }).catch(() => {});
}

/** The setting's value only, for code that already holds a transaction. */
export async function allLawyersSeeAllChats(db: Db): Promise<boolean> {
  return (await getStaffSettings(db)).all_lawyers_see_all_chats;
}
