import { asc, count, eq } from "drizzle-orm";
import { SITE_SETTINGS_KEY } from "../../../domain/site-settings/site-settings.ts";
import type { TrustedClient } from "../../../domain/trusted-clients/trusted-client-schemas.ts";
import {
  MAX_TRUSTED_CLIENTS,
  TRUSTED_CLIENTS_TEXTS as T,
} from "../../../domain/trusted-clients/trusted-clients.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings, trustedClients } from "../../db/schema/content.ts";
import { conflict, notFound } from "../../errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

type Row = typeof trustedClients.$inferSelect;

export const logoUrl = (id: number) => `/api/trusted-clients/${id}/logo`;

const toTrustedClient = (row: Row): TrustedClient => ({
  id: row.id,
  name: row.name,
  url: row.url,
  logo_url: logoUrl(row.id),
});

/** In the order they were added: the operator arranges the strip by adding. */
export async function listTrustedClients(db: Db): Promise<TrustedClient[]> {
  const rows = await db
    .select()
    .from(trustedClients)
    .orderBy(asc(trustedClients.createdAt), asc(trustedClients.id))
    .limit(MAX_TRUSTED_CLIENTS);
  return rows.map(toTrustedClient);
}

export async function countTrustedClients(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trustedClients);
  return row?.n ?? 0;
}

/**
 * Adds a client whose logo is already stored and checked. Counted again under the settings row's
 * lock, so two uploads at once cannot make a thirteenth; a refused one takes its logo away.
 */
export async function addTrustedClient(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  input: {
    name: string;
    url: string | null;
    mimeType: string;
    sizeBytes: number;
    storageKey: string;
  },
): Promise<TrustedClient> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ key: siteSettings.key })
        .from(siteSettings)
        .where(eq(siteSettings.key, SITE_SETTINGS_KEY))
        .for("update");
      if ((await countTrustedClients(tx)) >= MAX_TRUSTED_CLIENTS) throw conflict(T.full);
      const [row] = await tx.insert(trustedClients).values(input).returning();
      const added = toTrustedClient(row!);
      await recordChange(tx, actor, {
        entityType: "trusted_client",
        entityId: String(added.id),
        action: "create",
        entityTitle: added.name,
        before: null,
        after: { name: added.name, url: added.url },
      });
      return added;
    });
  } catch (error) {
    await storage.remove(input.storageKey).catch(() => {});
    throw error;
  }
}

export async function trustedClientOr404(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(trustedClients).where(eq(trustedClients.id, id));
  if (!row) throw notFound(T.notFound);
  return row;
}

/**
 * The row first (with its audit entry), then its logo (a failed removal leaves an orphan the
 * sweep collects).
 */
export async function removeTrustedClient(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  id: number,
) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(trustedClients).where(eq(trustedClients.id, id)).returning();
    if (!deleted) throw notFound(T.notFound);
    await recordChange(tx, actor, {
      entityType: "trusted_client",
      entityId: String(deleted.id),
      action: "delete",
      entityTitle: deleted.name,
      before: { name: deleted.name, url: deleted.url },
      after: null,
    });
    return deleted;
  });
  await storage.remove(row.storageKey).catch(() => {});
}
