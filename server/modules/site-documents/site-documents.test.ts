import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  SiteDocuments,
  SiteDocumentVersion,
  SiteDocumentVersionContent,
} from "../../../domain/site-documents/site-document-schemas.ts";
import { SITE_DOCUMENT_TEXTS as T } from "../../../domain/site-documents/site-document-texts.ts";
import {
  CONTACT_NOT_SET,
  SITE_DOCUMENT_MAX_LENGTH,
} from "../../../domain/site-documents/site-documents.ts";
import { DEFAULT_SITE_NAME } from "../../../domain/site-settings/brand.ts";
import {
  SITE_SETTINGS_DEFAULTS,
  workingHoursText,
} from "../../../domain/site-settings/site-settings.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { siteDocumentVersions } from "../../db/schema/content.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { DEMO_SITE_SETTINGS } from "../../db/seed/demo-site-settings.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  // The seed's hours: these tests compare the settings and documents with them.
  t = await buildBackOfficeTestApp({ officeHours: "as-seeded" });
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const publicDocuments = async () =>
  (await t.app.inject({ url: "/api/site-documents" })).json() as SiteDocuments;

const save = (token: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/site-documents",
    headers: bearer(token),
    payload: payload as object,
  });

const versionsOf = async (type: string, token = tokens.executor) =>
  (
    await t.app.inject({ url: `/api/site-documents/${type}/versions`, headers: bearer(token) })
  ).json() as SiteDocumentVersion[];

const auditOf = (type: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "site_document"), eq(auditLog.entityId, type)));

/** An offer that keeps the word other tests look for. */
const offerText = (mark: string) => `ПУБЛИЧНАЯ ОФЕРТА\n\nНастоящая оферта — редакция «${mark}».`;

describe("GET /api/site-documents", () => {
  it("serves the offer and the policy with a separate 152-FZ consent, and their versions", async () => {
    const docs = await publicDocuments();
    expect(docs.offer).toContain("оферт");
    expect(docs.offer.length).toBeGreaterThan(3000);
    expect(docs.privacy_policy).toContain("152-ФЗ");
    expect(docs.privacy_policy).toMatch(/согласие на обработку персональных данных/i);
    // The operator's details come from the site settings, in place of the text's placeholders.
    for (const text of [docs.offer, docs.privacy_policy]) {
      expect(text).toContain(DEMO_SITE_SETTINGS.support_email);
      expect(text).toContain(DEMO_SITE_SETTINGS.company_name);
      expect(text).not.toMatch(/\{(компания|реквизиты|телефоны|email|часы работы)\}/);
    }
    expect(docs.offer).toContain(workingHoursText(SITE_SETTINGS_DEFAULTS.office_hours));
    expect(docs.offer).toContain(DEMO_SITE_SETTINGS.support_phones.join(", "));
    expect(docs.offer_version).toBeGreaterThanOrEqual(1);
    expect(docs.privacy_policy_version).toBeGreaterThanOrEqual(1);
    expect(Number.isNaN(Date.parse(docs.offer_updated_at ?? ""))).toBe(false);
  });

  it("names no seller on a fresh install: the lines of the company and requisites are left out", async () => {
    const empty = await buildTestApp({ seedDemo: false, officeHours: "as-seeded" });
    try {
      const docs = (await empty.app.inject({ url: "/api/site-documents" })).json() as SiteDocuments;
      for (const text of [docs.offer, docs.privacy_policy]) {
        // In a sentence the service's own name stands for the company; no invented seller.
        expect(text).toContain(`«${DEFAULT_SITE_NAME}»`);
        expect(text).not.toMatch(/ИНН \d|ОГРН|указываются оператором|Исполнитель \(/);
        expect(text).not.toMatch(/\{(компания|реквизиты|телефоны|email)\}/);
        expect(text).not.toMatch(/\n{3,}|\. \.|; ;/);
        // No demo contact, and no empty «Телефоны:» line (issue 44 §3).
        expect(text).not.toContain(DEMO_SITE_SETTINGS.support_email);
        expect(text).not.toContain(DEMO_SITE_SETTINGS.support_phones[0]);
        expect(text).not.toMatch(/(Телефоны|Электронная почта): *\n/);
      }
      expect(docs.privacy_policy).toContain(`по адресу ${CONTACT_NOT_SET}`);
      expect(docs.offer).toMatch(/РЕКВИЗИТЫ И КОНТАКТЫ ИСПОЛНИТЕЛЯ\n\nСервис:/);
    } finally {
      await empty.close();
    }
  });

  it("falls back to the spec's texts when a document is missing", async () => {
    const empty = await buildTestApp({ seedDemo: false, officeHours: "as-seeded" });
    try {
      await empty.db.delete(siteDocumentVersions);
      const docs = (await empty.app.inject({ url: "/api/site-documents" })).json();
      expect(docs).toEqual({
        offer: "Оферта временно недоступна",
        privacy_policy: "Политика обработки персональных данных временно недоступна",
        offer_version: null,
        privacy_policy_version: null,
        offer_updated_at: null,
        privacy_policy_updated_at: null,
      });
    } finally {
      await empty.close();
    }
  });
});

describe("PUT /api/site-documents", () => {
  it("is refused to anonymous callers and clients, and changes nothing", async () => {
    const before = await publicDocuments();
    await expectOnlyExecutors(
      t.app,
      {
        method: "PUT",
        url: "/api/site-documents",
        payload: { document_type: "offer", content: offerText("чужая") },
      },
      tokens,
    );
    expect(await publicDocuments()).toEqual(before);
  });

  it("saves a new numbered version, never over the old one, for the executor and the admin", async () => {
    const before = await publicDocuments();
    const first = await save(tokens.executor, {
      document_type: "offer",
      content: `  ${offerText("исполнитель")}\r\n\r\n`,
    });
    expect(first.statusCode).toBe(200);
    const firstBody = first.json() as SiteDocumentVersionContent;
    expect(firstBody).toMatchObject({
      document_type: "offer",
      version: (before.offer_version ?? 0) + 1,
      content: offerText("исполнитель"),
      author_name: DEMO_ACCOUNTS.executor.fullName,
      length: offerText("исполнитель").length,
    });

    const second = await save(tokens.admin, {
      document_type: "offer",
      content: offerText("администратор"),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      version: firstBody.version + 1,
      author_name: "Администратор",
    });

    const after = await publicDocuments();
    expect(after).toMatchObject({
      offer: offerText("администратор"),
      offer_version: firstBody.version + 1,
      privacy_policy: before.privacy_policy,
      privacy_policy_version: before.privacy_policy_version,
    });
    // The old texts are all still there, each under its own number.
    const rows = await t.db
      .select()
      .from(siteDocumentVersions)
      .where(eq(siteDocumentVersions.documentType, "offer"));
    expect(rows).toHaveLength(firstBody.version + 1);
    expect(rows.find((row) => row.version === before.offer_version)?.content).toContain(
      "ПУБЛИЧНАЯ ОФЕРТА",
    );
    expect(rows.map((row) => row.content)).toEqual(
      expect.arrayContaining([offerText("исполнитель"), offerText("администратор")]),
    );
  });

  it("records every save in the audit log with the version and the text before and after", async () => {
    const before = await publicDocuments();
    const [previous] = await t.db
      .select()
      .from(siteDocumentVersions)
      .where(
        and(
          eq(siteDocumentVersions.documentType, "privacy_policy"),
          eq(siteDocumentVersions.version, before.privacy_policy_version ?? 0),
        ),
      );
    const response = await save(tokens.executor, {
      document_type: "privacy_policy",
      content: "Политика — новая редакция (152-ФЗ).",
    });
    const saved = response.json() as SiteDocumentVersionContent;
    const entries = await auditOf("privacy_policy");
    const entry = entries.find(
      (row) => (row.after as { version?: number } | null)?.version === saved.version,
    );
    expect(entry).toMatchObject({
      action: "update",
      entityTitle: "Политика обработки персональных данных",
      actorEmail: DEMO_ACCOUNTS.executor.email,
      before: { version: before.privacy_policy_version, content: previous?.content },
      after: { version: saved.version, content: "Политика — новая редакция (152-ФЗ)." },
    });
  });

  it("two saves at once become two versions in a row, not a failure", async () => {
    const before = await publicDocuments();
    const base = before.offer_version ?? 0;
    const responses = await Promise.all(
      ["параллельная А", "параллельная Б", "параллельная В"].map((mark, index) =>
        save(index % 2 === 0 ? tokens.executor : tokens.admin, {
          document_type: "offer",
          content: offerText(mark),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const versions = responses.map((response) => (response.json() as { version: number }).version);
    expect([...versions].sort()).toEqual([base + 1, base + 2, base + 3]);
    expect((await publicDocuments()).offer_version).toBe(base + 3);
  });

  it.each([
    [{ document_type: "offer", content: "   \n\t " }, T.contentRequired],
    [{ document_type: "offer" }, T.contentRequired],
    [{ document_type: "offer", content: 42 }, T.contentRequired],
    [
      { document_type: "offer", content: "я".repeat(SITE_DOCUMENT_MAX_LENGTH + 1) },
      T.contentTooLong,
    ],
    [{ document_type: "terms", content: "Текст" }, T.unknownDocument],
    [{ content: "Текст" }, T.unknownDocument],
  ])("refuses %#: %s, and saves nothing", async (payload, detail) => {
    const before = await publicDocuments();
    const auditBefore = (await auditOf("offer")).length;
    const response = await save(tokens.executor, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await publicDocuments()).toEqual(before);
    expect(await auditOf("offer")).toHaveLength(auditBefore);
  });

  it("refuses a save made from an edition that is no longer the newest, and keeps the newest", async () => {
    const [newest] = await versionsOf("privacy_policy");
    if (!newest) throw new Error("no privacy policy");
    const base = newest.version;
    const first = await save(tokens.executor, {
      document_type: "privacy_policy",
      content: "Политика: правка первого исполнителя",
      base_version: base,
    });
    expect(first.statusCode, first.body).toBe(200);
    // The second executor started from the same edition and does not know about the first save.
    const second = await save(tokens.admin, {
      document_type: "privacy_policy",
      content: "Политика: правка второго исполнителя",
      base_version: base,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: T.staleBase(base + 1) });
    const [after] = await versionsOf("privacy_policy");
    expect(after?.version).toBe(base + 1);
    const current = (await t.app.inject({ url: "/api/site-documents" })).json();
    expect(current.privacy_policy).toContain("правка первого исполнителя");
  });

  it("takes a text of the maximum length", async () => {
    const content = `оферта ${"я".repeat(SITE_DOCUMENT_MAX_LENGTH - 7)}`;
    const response = await save(tokens.admin, { document_type: "offer", content });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBe(SITE_DOCUMENT_MAX_LENGTH);
    await save(tokens.admin, { document_type: "offer", content: offerText("после длинной") });
  });
});

describe("the history of a document", () => {
  it("is refused to anonymous callers and clients", async () => {
    await expectOnlyExecutors(
      t.app,
      { method: "GET", url: "/api/site-documents/offer/versions" },
      tokens,
    );
    await expectOnlyExecutors(
      t.app,
      { method: "GET", url: "/api/site-documents/offer/versions/1" },
      tokens,
    );
  });

  it("lists every version newest first with its date, author and length", async () => {
    const saved = (
      await save(tokens.executor, { document_type: "offer", content: offerText("история") })
    ).json() as SiteDocumentVersionContent;
    for (const token of [tokens.executor, tokens.admin]) {
      const versions = await versionsOf("offer", token);
      expect(versions[0]).toEqual({
        document_type: "offer",
        version: saved.version,
        created_at: saved.created_at,
        author_name: DEMO_ACCOUNTS.executor.fullName,
        length: offerText("история").length,
      });
      expect(versions.map((item) => item.version)).toEqual(
        Array.from({ length: saved.version }, (_, index) => saved.version - index),
      );
      // The installed text has no author.
      expect(versions.at(-1)).toMatchObject({ version: 1, author_name: null });
    }
    // A version keeps its placeholders: the site fills them when it shows the document.
    const installed = await t.app.inject({
      url: "/api/site-documents/offer/versions/1",
      headers: bearer(tokens.executor),
    });
    expect(installed.json().content).toContain("{компания}");
  });

  it("opens one old version with its text", async () => {
    const first = (
      await save(tokens.executor, { document_type: "offer", content: offerText("старая") })
    ).json() as SiteDocumentVersionContent;
    await save(tokens.admin, { document_type: "offer", content: offerText("новая") });
    for (const token of [tokens.executor, tokens.admin]) {
      const response = await t.app.inject({
        url: `/api/site-documents/offer/versions/${first.version}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first);
    }
  });

  it.each([
    ["/api/site-documents/terms/versions", 400, T.unknownDocument],
    ["/api/site-documents/terms/versions/1", 400, T.unknownDocument],
    ["/api/site-documents/offer/versions/0", 400, T.versionInvalid],
    ["/api/site-documents/offer/versions/abc", 400, T.versionInvalid],
    ["/api/site-documents/offer/versions/99999999999", 400, T.versionInvalid],
    ["/api/site-documents/offer/versions/99999", 404, T.versionNotFound],
  ])("%s answers %i with a Russian detail", async (url, status, detail) => {
    const response = await t.app.inject({ url, headers: bearer(tokens.executor) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
  });
});
