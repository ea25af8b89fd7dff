import { eq, inArray } from "drizzle-orm";
import { AUDIT_ENTITY_LABELS } from "../../../domain/audit/audit.ts";
import {
  everyDay,
  OFFICE_HOURS_DEFAULTS,
  type OfficeHours,
} from "../../../domain/office-hours/office-hours.ts";
import {
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_KEY,
  type SiteSettings,
} from "../../../domain/site-settings/site-settings.ts";
import {
  siteSettingsSchema,
  type UpdateSiteSettingsBody,
} from "../../../domain/site-settings/site-settings-schemas.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

/**
 * The stored settings over the defaults: a field added to the form later reads its default until
 * it is saved, and a row that no longer fits the shape never breaks the site's every page.
 */
function settingsOf(stored: Record<string, unknown> | undefined): SiteSettings {
  if (!stored) return SITE_SETTINGS_DEFAULTS;
  const { working_hours: legacy, ...rest } = stored;
  const upgraded =
    rest.office_hours === undefined && legacy !== undefined
      ? { ...rest, office_hours: officeHoursFromLegacy(legacy) }
      : rest;
  const parsed = siteSettingsSchema.safeParse({ ...SITE_SETTINGS_DEFAULTS, ...upgraded });
  return parsed.success ? parsed.data : SITE_SETTINGS_DEFAULTS;
}

/**
 * Hours saved before issue 30 §3 (`working_hours`: whole hours and the days in words) read as
 * office hours: the same range every day, or on weekdays when the words said «по будням».
 */
function officeHoursFromLegacy(legacy: unknown): OfficeHours {
  const old = legacy as { from?: unknown; to?: unknown; days?: unknown };
  if (typeof old?.from !== "number" || typeof old?.to !== "number") return OFFICE_HOURS_DEFAULTS;
  const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;
  const range = [{ from: hour(old.from), to: hour(old.to) }];
  const weekdaysOnly = typeof old.days === "string" && /будн/i.test(old.days);
  const week = weekdaysOnly ? { ...everyDay(range), sat: [], sun: [] } : everyDay(range);
  return { ...OFFICE_HOURS_DEFAULTS, week };
}

/** The settings row's key for the logo (its own row: the form's PUT replaces the whole form). */
export const LOGO_KEY = "logo";

export interface StoredLogo {
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** The logo's address, versioned by its content so a browser never shows a replaced one. */
export const storedLogoUrl = (logo: StoredLogo) =>
  `/api/site-settings/logo?v=${logo.sha256.slice(0, 16)}`;

export function storedLogoOf(value: Record<string, unknown> | undefined): StoredLogo | null {
  const logo = value as Partial<StoredLogo> | undefined;
  return typeof logo?.storage_key === "string" &&
    typeof logo.mime_type === "string" &&
    typeof logo.size_bytes === "number" &&
    typeof logo.sha256 === "string"
    ? { ...(logo as StoredLogo), width: logo.width ?? null, height: logo.height ?? null }
    : null;
}

/** The settings and the stored logo they name, read together (the manifest needs both). */
export async function getSiteSettingsWithLogo(
  db: Db,
): Promise<{ settings: SiteSettings; logo: StoredLogo | null }> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [SITE_SETTINGS_KEY, LOGO_KEY]));
  const stored = settingsOf(rows.find((row) => row.key === SITE_SETTINGS_KEY)?.value);
  const logo = storedLogoOf(rows.find((row) => row.key === LOGO_KEY)?.value);
  return { settings: { ...stored, logo_url: logo ? storedLogoUrl(logo) : null }, logo };
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return (await getSiteSettingsWithLogo(db)).settings;
}

/** The defaults of a new database; an existing row (edited or not) is never touched. */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SITE_SETTINGS_KEY, value: { ...SITE_SETTINGS_DEFAULTS } })
    .onConflictDoNothing({ target: siteSettings.key });
}

/**
 * Saves the whole form (already validated) and records the change with what it replaced. The
 * brand's fields a caller leaves out keep their stored values; the logo is not part of the form.
 */
export async function updateSiteSettings(
  db: Db,
  actor: AuditActor,
  input: UpdateSiteSettingsBody,
): Promise<SiteSettings> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY))
      .for("update");
    const before = settingsOf(row?.value);
    const { logo_url: _logo, ...kept } = before;
    const after = {
      ...kept,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    } as Omit<SiteSettings, "logo_url">;
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ key: SITE_SETTINGS_KEY, value: { ...after }, updatedByUserId: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { ...after }, updatedByUserId: actor.userId, updatedAt: now },
      });
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: SITE_SETTINGS_KEY,
      action: "update",
      entityTitle: AUDIT_ENTITY_LABELS.site_settings,
      before: { ...kept },
      after: { ...after },
    });
  });
  return getSiteSettings(db);
}
