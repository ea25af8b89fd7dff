import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { siteDocumentVersions } from "../schema/content.ts";
import { offerText, SIGNATURE_TERMS_MARKER, signatureTermsSection } from "./texts/offer.ts";

/** The highest section number of an offer («10. РЕКВИЗИТЫ…» → 10), or 0. */
function lastSectionNumber(text: string): number {
  const numbers = [...text.matchAll(/^(\d{1,2})\.\s+\S/gm)].map((match) => Number(match[1]));
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

/**
 * A site made before issue 45 has an offer without the agreement on simple electronic signatures
 * that signing documents in the chat rests on (63-FZ art. 9 part 2). At start-up, once: an offer
 * that has no such terms gets its next version — the current base text when it was never edited,
 * otherwise the firm's own text with the section added at its end — so consents given from now on
 * name a version with the terms (the log records the version in force, as every save does). An
 * offer that mentions simple electronic signatures in any of its versions is left alone (a firm
 * that removed the terms later meant to: this runs once); so is a site with no offer. A few
 * hundred versions of some 10 KB at most are read, once per start.
 */
export async function addSignatureTermsToOffer(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The lock every save of the offer takes (site-documents/service.ts): versions stay n, n+1.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"site-document:offer"}))`);
    const versions = await tx
      .select()
      .from(siteDocumentVersions)
      .where(eq(siteDocumentVersions.documentType, "offer"))
      .orderBy(desc(siteDocumentVersions.version));
    const latest = versions[0];
    // Once: a firm that had the terms and then took them out of its offer meant to.
    if (!latest || versions.some((version) => SIGNATURE_TERMS_MARKER.test(version.content))) {
      return false;
    }
    const content =
      latest.content === offerText(false)
        ? offerText(true)
        : `${latest.content.trimEnd()}\n\n${signatureTermsSection(lastSectionNumber(latest.content) + 1)}`;
    await tx
      .insert(siteDocumentVersions)
      .values({ documentType: "offer", version: latest.version + 1, content });
    return true;
  });
}
