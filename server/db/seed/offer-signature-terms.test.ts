import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { siteDocumentVersions } from "../schema/content.ts";
import { addSignatureTermsToOffer } from "./offer-signature-terms.ts";
import { offerText, SIGNATURE_TERMS_MARKER, signatureTermsSection } from "./texts/offer.ts";

/** Issue 45 §3: the offer carries the parties' agreement on simple electronic signatures. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

async function latestOffer() {
  const [row] = await t.db
    .select()
    .from(siteDocumentVersions)
    .where(eq(siteDocumentVersions.documentType, "offer"))
    .orderBy(desc(siteDocumentVersions.version))
    .limit(1);
  if (!row) throw new Error("no offer");
  return row;
}

/** An older site: its offer's history never had the terms (version 1 is `content`). */
async function olderSite(content: string) {
  await t.db.delete(siteDocumentVersions).where(eq(siteDocumentVersions.documentType, "offer"));
  await t.db.insert(siteDocumentVersions).values({ documentType: "offer", version: 1, content });
}

async function saveOffer(content: string) {
  const latest = await latestOffer();
  await t.db
    .insert(siteDocumentVersions)
    .values({ documentType: "offer", version: latest.version + 1, content });
}

describe("the offer's terms of electronic signatures", () => {
  it("a new site's offer has them: identification by the confirmed number and a one-time code, equal to a handwritten signature, the code kept secret", async () => {
    const { offer } = (await t.app.inject({ url: "/api/site-documents" })).json() as {
      offer: string;
    };
    expect(offer).toContain("9. ЭЛЕКТРОННЫЕ ДОКУМЕНТЫ И ПРОСТАЯ ЭЛЕКТРОННАЯ ПОДПИСЬ");
    expect(offer).toContain("части 2 статьи 9 Федерального закона от 06.04.2011 № 63-ФЗ");
    expect(offer).toContain("подтверждённому номеру мобильного телефона");
    expect(offer).toContain("одноразовым кодом");
    expect(offer).toContain("равнозначным документу на бумажном носителе");
    expect(offer).toContain("хранить коды из SMS в тайне");
    expect(offer).toContain("10. ПРОЧИЕ УСЛОВИЯ");
    expect(offer).toContain("11. РЕКВИЗИТЫ И КОНТАКТЫ ИСПОЛНИТЕЛЯ");
    // Already there: nothing to add at the next start.
    expect(await addSignatureTermsToOffer(t.db)).toBe(false);
  });

  it("an older site's unedited offer becomes the current text, as its next version", async () => {
    await olderSite(offerText(false));
    const before = await latestOffer();
    expect(await addSignatureTermsToOffer(t.db)).toBe(true);
    const after = await latestOffer();
    expect(after.version).toBe(before.version + 1);
    expect(after.content).toBe(offerText(true));
    // Consents from now on name the version with the terms.
    const documents = (await t.app.inject({ url: "/api/site-documents" })).json();
    expect(documents.offer_version).toBe(after.version);
  });

  it("a firm's own offer keeps its words and gains the section at its end", async () => {
    const own = "ДОГОВОР\n\n1. ПРЕДМЕТ\n\n1.1. Услуги.\n\n2. РЕКВИЗИТЫ\n\nООО «Право»";
    await olderSite(offerText(false));
    await saveOffer(own);
    expect(await addSignatureTermsToOffer(t.db)).toBe(true);
    const after = await latestOffer();
    expect(after.content).toBe(`${own}\n\n${signatureTermsSection(3)}`);
    expect(SIGNATURE_TERMS_MARKER.test(after.content)).toBe(true);
    expect(await addSignatureTermsToOffer(t.db)).toBe(false);
    // The firm takes the section out again: that was its choice, not put back at the next start.
    await saveOffer(own);
    expect(await addSignatureTermsToOffer(t.db)).toBe(false);
  });
});
