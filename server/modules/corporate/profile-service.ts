import { eq } from "drizzle-orm";
import type { CompanyCard } from "../../../domain/corporate/company-card.ts";
import type { CompanyProfile } from "../../../domain/corporate/corporate-schemas.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { corporateProfiles } from "../../db/schema/corporate.ts";
import { listCardDocumentRows } from "./document-service.ts";
import { type DocumentUrl, toCompanyProfile } from "./serialize.ts";

export async function findProfileRow(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(corporateProfiles)
    .where(eq(corporateProfiles.userId, userId));
  return row ?? null;
}

/** The company card with its documents, or null before it was first saved. */
export async function companyProfile(
  db: Db,
  userId: number,
  urlOf: DocumentUrl,
): Promise<CompanyProfile | null> {
  const [row, documents] = await Promise.all([
    findProfileRow(db, userId),
    listCardDocumentRows(db, userId),
  ]);
  return row ? toCompanyProfile(row, documents, urlOf) : null;
}

/** Creates the card or replaces its fields (checked by the route's schema). */
export async function saveCompanyProfile(
  db: Db,
  userId: number,
  card: CompanyCard,
  urlOf: DocumentUrl,
  now: Date,
): Promise<CompanyProfile> {
  const fields = {
    companyName: card.company_name,
    inn: card.inn,
    ogrnOgrnip: card.ogrn_ogrnip,
    address: card.address,
    kpp: card.kpp,
    signatoryName: card.signatory_name,
    signatoryTitle: card.signatory_title,
    accountNumber: card.account_number,
    correspondentAccount: card.correspondent_account,
    bankName: card.bank_name,
    bankBik: card.bank_bik,
  };
  const row = one(
    await db
      .insert(corporateProfiles)
      .values({ userId, ...fields, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: corporateProfiles.userId, set: { ...fields, updatedAt: now } })
      .returning(),
  );
  return toCompanyProfile(row, await listCardDocumentRows(db, userId), urlOf);
}
