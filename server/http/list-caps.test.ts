import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_FILES_PER_OWNER_MAX, ARCHIVE_TEXTS } from "../../domain/archive/archive.ts";
import { CATALOGUE_SERVICES_MAX, CATALOGUE_TEXTS } from "../../domain/catalogue/services.ts";
import { CARD_DOCUMENTS_MAX, CORPORATE_TEXTS } from "../../domain/corporate/corporate.ts";
import { archiveFiles } from "../db/schema/archive.ts";
import { services } from "../db/schema/catalogue.ts";
import { corporateDocuments } from "../db/schema/corporate.ts";
import { listFirstPageOfEachCategory } from "../modules/corporate/document-service.ts";
import { archiveOf, pdf, uploadToArchive } from "../test/archive-fixtures.ts";
import { buildBackOfficeTestApp } from "../test/back-office.ts";
import { executorToken } from "../test/chat-fixtures.ts";
import {
  corporateCallers,
  pdfFile,
  postDocument,
  saveCard,
  uploadOrganizationDocument,
} from "../test/corporate-fixtures.ts";
import { bearer, registerClient } from "../test/fixtures.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Lists read whole are capped (issue 15 §2): where the rows are made, a new one past the cap is
 * refused with a Russian 409, so the capped list query never hides one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
});
afterAll(() => t?.close());

/** Rows written straight to the table, in batches the database takes in one statement. */
async function insertMany<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) {
    await insert(rows.slice(start, start + 500));
  }
}

describe("a full catalogue", () => {
  it("refuses a new service from either tab with a 409; every list stops at the cap", async () => {
    const executor = await executorToken(t.app);
    const present = (await t.db.select({ id: services.id }).from(services)).length;
    const fillers = Array.from({ length: CATALOGUE_SERVICES_MAX - present }, (_, index) => ({
      title: `Услуга-заполнитель ${index}`,
      description: "Заполняет каталог до предела",
      category: "contracts",
      basePriceKopecks: 100_000,
      sortOrder: 10_000 + index,
    }));
    await insertMany(fillers, (batch) => t.db.insert(services).values(batch));

    const service = await t.app.inject({
      method: "POST",
      url: "/api/services",
      headers: bearer(executor),
      payload: {
        title: "Ещё одна услуга",
        description: "Не помещается",
        tooltip: "Не помещается",
        base_price: 1000,
        category: "contracts",
      },
    });
    expect(service.statusCode).toBe(409);
    expect(service.json()).toEqual({ detail: CATALOGUE_TEXTS.full });
    const autoLawyer = await t.app.inject({
      method: "POST",
      url: "/api/executor/auto-lawyer/services",
      headers: bearer(executor),
      payload: { title: "Ещё автоюрист", description: "Не помещается", price_remote: 1000 },
    });
    expect(autoLawyer.statusCode).toBe(409);
    expect(autoLawyer.json()).toEqual({ detail: CATALOGUE_TEXTS.full });

    // A row slipped in past the cap (by hand, say) still leaves the answers at the cap.
    await t.db.insert(services).values({ ...fillers[0]!, title: "Лишняя", sortOrder: 99_999 });
    const cabinet = await t.app.inject({
      url: "/api/executor/services",
      headers: bearer(executor),
    });
    expect(cabinet.json()).toHaveLength(CATALOGUE_SERVICES_MAX);
    const site = await t.app.inject({ url: "/api/services" });
    expect(site.json()).toHaveLength(CATALOGUE_SERVICES_MAX);
  });
});

describe("a full archive", () => {
  it("refuses an upload with a 409 and adds no row; the usage counts every file", async () => {
    const { token, user } = await registerClient(t.app);
    const rows = Array.from({ length: ARCHIVE_FILES_PER_OWNER_MAX }, (_, index) => ({
      id: randomUUID(),
      ownerId: user.id,
      fileName: `скан-${index}.pdf`,
      fileType: "pdf",
      sizeBytes: 10,
      storageKey: `missing/${randomUUID()}`,
    }));
    await insertMany(rows, (batch) => t.db.insert(archiveFiles).values(batch));

    const response = await uploadToArchive(t.app, token, pdf());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: ARCHIVE_TEXTS.tooManyFiles });
    const owned = await t.db.select().from(archiveFiles).where(eq(archiveFiles.ownerId, user.id));
    expect(owned).toHaveLength(ARCHIVE_FILES_PER_OWNER_MAX);

    const archive = await archiveOf(t.app, token);
    expect(archive.files).toHaveLength(ARCHIVE_FILES_PER_OWNER_MAX);
    expect(archive.usage.used_bytes).toBe(ARCHIVE_FILES_PER_OWNER_MAX * 10);
  });
});

describe("company documents", () => {
  it("refuses a card document past the cap with a 409", async () => {
    const { owner } = await corporateCallers(t.app);
    await saveCard(t.app, owner.token);
    const rows = Array.from({ length: CARD_DOCUMENTS_MAX }, (_, index) => ({
      id: randomUUID(),
      userId: owner.id,
      section: "card" as const,
      category: null,
      name: `выписка-${index}.pdf`,
      fileType: "pdf",
      mimeType: "application/pdf",
      sizeBytes: 10,
      storageKey: `missing/${randomUUID()}`,
    }));
    await t.db.insert(corporateDocuments).values(rows);

    const response = await postDocument(
      t.app,
      "/api/corporate/profile/documents",
      owner.token,
      { name: "устав.pdf", file_type: "application/pdf" },
      pdfFile(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CORPORATE_TEXTS.cardDocumentsFull });
    const profile = await t.app.inject({
      url: "/api/corporate/profile",
      headers: bearer(owner.token),
    });
    expect(profile.json().documents).toHaveLength(CARD_DOCUMENTS_MAX);
  });

  it("by category: the newest of each category up to the page size, newest first", async () => {
    const { owner } = await corporateCallers(t.app);
    await saveCard(t.app, owner.token);
    for (const [category, name] of [
      ["contracts", "договор-1.pdf"],
      ["mail", "письмо-1.pdf"],
      ["contracts", "договор-2.pdf"],
      ["contracts", "договор-3.pdf"],
      ["mail", "письмо-2.pdf"],
    ] as const) {
      await uploadOrganizationDocument(t.app, owner.token, category, pdfFile(name));
    }
    const rows = await listFirstPageOfEachCategory(t.db, owner.id, 2);
    expect(rows.map((row) => row.name)).toEqual([
      "письмо-2.pdf",
      "договор-3.pdf",
      "договор-2.pdf",
      "письмо-1.pdf",
    ]);
  });
});
