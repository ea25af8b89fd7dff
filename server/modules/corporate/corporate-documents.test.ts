import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import {
  BULK_DOCUMENT_EXTENSIONS,
  CARD_DOCUMENT_EXTENSIONS,
  DOCUMENT_CATEGORIES,
  ORGANIZATION_DOCUMENT_EXTENSIONS,
  CORPORATE_TEXTS as T,
} from "../../../domain/corporate/corporate.ts";
import type {
  CompanyProfile,
  CorporateDocument,
  DocumentsByCategory,
} from "../../../domain/corporate/corporate-schemas.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { SNIFF_BYTES } from "../../platform/files/sniff-file-type.ts";
import { buildBackOfficeTestApp } from "../../test/back-office.ts";
import { PDF_BYTES, PNG_BYTES, type UploadFile } from "../../test/chat-fixtures.ts";
import {
  type CorporateCallers,
  corporateCallers,
  DOCX_BYTES,
  JPEG_BYTES,
  pdfFile,
  postDocument,
  saveCard,
  uploadOrganizationDocument,
} from "../../test/corporate-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { recordDocument } from "./document-service.ts";

let t: TestApp;
let who: CorporateCallers;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  who = await corporateCallers(t.app);
  await saveCard(t.app, who.owner.token);
});
afterAll(() => t.close());

const CARD_URL = "/api/corporate/profile/documents";
const ORG_URL = "/api/corporate/documents";

async function storedObjects(): Promise<number> {
  const entries = await readdir(t.app.config.filesDir, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}
const documentRows = () => t.db.select().from(corporateDocuments);

/** Nothing was stored by the call: no new row, no new object. */
async function expectNothingStored(call: () => Promise<void>) {
  const [rows, objects] = [await documentRows(), await storedObjects()];
  await call();
  expect(await documentRows()).toEqual(rows);
  expect(await storedObjects()).toBe(objects);
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const del = (url: string, token?: string) =>
  t.app.inject({ method: "DELETE", url, headers: token ? bearer(token) : {} });

const refusals = (): [string, string | undefined, number, string][] => [
  ["anonymous", undefined, 401, "Необходимо войти в систему"],
  ["an individual", who.individual.token, 403, T.corporateOnly],
  ["an executor", who.executor, 403, T.corporateOnly],
  ["an admin", who.admin, 403, T.corporateOnly],
];

describe("who may reach the documents", () => {
  it("refuses every route to anyone but a corporate client, storing and deleting nothing", async () => {
    const mine = await uploadOrganizationDocument(t.app, who.owner.token, "contracts");
    const card = await postDocument(t.app, CARD_URL, who.owner.token, { name: "Устав" }, pdfFile());
    const cardDoc = card.json() as CorporateDocument;
    for (const [caller, token, status, detail] of refusals()) {
      await expectNothingStored(async () => {
        const answers = [
          await postDocument(t.app, ORG_URL, token ?? null, { category: "contracts" }, pdfFile()),
          await postDocument(t.app, CARD_URL, token ?? null, {}, pdfFile()),
          await get(ORG_URL, token),
          await get(`${ORG_URL}/all`, token),
          await get(`${ORG_URL}/${mine.id}/download`, token),
          await del(`${ORG_URL}/${mine.id}`, token),
          await del(`${CARD_URL}/${cardDoc.id}`, token),
          await get("/api/corporate/overview", token),
        ];
        for (const response of answers) {
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(status);
          expect(response.json(), caller).toEqual({ detail });
        }
      });
    }
  });

  it("another company gets 404 for the owner's documents and sees none of them", async () => {
    const mine = await uploadOrganizationDocument(t.app, who.owner.token, "claims");
    const other = who.otherCompany.token;
    await expectNothingStored(async () => {
      for (const response of [
        await get(`${ORG_URL}/${mine.id}/download`, other),
        await del(`${ORG_URL}/${mine.id}`, other),
        await del(`${CARD_URL}/${mine.id}`, other),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: T.documentNotFound });
      }
    });
    const lists = [await get(ORG_URL, other), await get(`${ORG_URL}/all`, other)];
    for (const response of lists) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(mine.id);
    }
    expect((await get(`${ORG_URL}/not-a-uuid/download`, who.owner.token)).statusCode).toBe(404);
  });
});

describe("company card documents (pdf, doc, docx)", () => {
  it("are refused with 409 until the card is saved", async () => {
    await expectNothingStored(async () => {
      const response = await postDocument(t.app, CARD_URL, who.otherCompany.token, {}, pdfFile());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: T.profileRequired });
    });
  });

  it("are listed on the card, downloadable, and deleted after all (the old cabinet could not)", async () => {
    const uploaded = await postDocument(
      t.app,
      CARD_URL,
      who.owner.token,
      { name: "Устав ООО", file_type: "application/pdf" },
      pdfFile("ustav.pdf"),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json() as CorporateDocument;
    expect(document).toMatchObject({
      name: "Устав ООО",
      category: null,
      file_type: "pdf",
      mime_type: "application/pdf",
      size: PDF_BYTES.length,
      file_url: `/api/corporate/documents/${document.id}/download`,
    });
    const docx = await postDocument(
      t.app,
      CARD_URL,
      who.owner.token,
      { name: "" },
      { name: "Решение.docx", bytes: DOCX_BYTES },
    );
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json()).toMatchObject({ name: "Решение.docx", file_type: "docx" });

    const profile = (await get("/api/corporate/profile", who.owner.token)).json() as CompanyProfile;
    expect(profile.documents.map((item) => item.id)).toContain(document.id);

    const download = await get(document.file_url, who.owner.token);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(PDF_BYTES);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("Устав ООО.pdf")}`,
    );
    const inline = await get(`${document.file_url}?inline=1`, who.owner.token);
    expect(inline.headers["content-disposition"]).toMatch(/^inline;/);

    // Not through the organisation's delete: each list deletes its own.
    expect((await del(`${ORG_URL}/${document.id}`, who.owner.token)).statusCode).toBe(404);
    const objects = await storedObjects();
    const deleted = await del(`${CARD_URL}/${document.id}`, who.owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await storedObjects()).toBe(objects - 1);
    const after = (await get("/api/corporate/profile", who.owner.token)).json() as CompanyProfile;
    expect(after.documents.map((item) => item.id)).not.toContain(document.id);
    expect((await get(document.file_url, who.owner.token)).statusCode).toBe(404);
    expect((await del(`${CARD_URL}/${document.id}`, who.owner.token)).statusCode).toBe(404);
  });

  it("refuse other types, and a disguised file, by content", async () => {
    const cases: [UploadFile, string][] = [
      [
        { name: "скан.png", bytes: PNG_BYTES },
        FILE_TEXTS.notAllowed("скан.png", CARD_DOCUMENT_EXTENSIONS),
      ],
      [
        { name: "virus.pdf", bytes: "MZ\u0090\u0000 this is a program" },
        FILE_TEXTS.disguised("virus.pdf"),
      ],
      [{ name: "пусто.pdf", bytes: "" }, FILE_TEXTS.empty("пусто.pdf")],
    ];
    for (const [file, detail] of cases) {
      await expectNothingStored(async () => {
        const response = await postDocument(t.app, CARD_URL, who.owner.token, {}, file);
        expect(response.statusCode, file.name).toBe(400);
        expect(response.json()).toEqual({ detail });
      });
    }
  });
});

describe("organisation documents by category", () => {
  it("are kept in their category, listed by category and in «all», newest first", async () => {
    const company = who.otherCompany.token;
    const contract = await uploadOrganizationDocument(
      t.app,
      company,
      "contracts",
      pdfFile("Договор поставки.pdf"),
    );
    // A picture and a text come through the «Все» tab's bulk upload (spec 2 §5).
    const order = await uploadOrganizationDocument(
      t.app,
      company,
      "orders",
      { name: "Приказ.jpg", bytes: JPEG_BYTES },
      "Приказ.jpg",
      true,
    );
    const memo = await uploadOrganizationDocument(
      t.app,
      company,
      "mail",
      { name: "опись.txt", bytes: "Опись вложения" },
      "опись.txt",
      true,
    );
    expect(contract).toMatchObject({ category: "contracts", file_type: "pdf" });
    expect(order).toMatchObject({ category: "orders", file_type: "jpg", mime_type: "image/jpeg" });
    expect(memo).toMatchObject({ category: "mail", file_type: "txt" });

    const byCategory = (await get(ORG_URL, company)).json() as DocumentsByCategory;
    expect(Object.keys(byCategory).sort()).toEqual([...DOCUMENT_CATEGORIES].sort());
    expect(byCategory.contracts.map((item) => item.id)).toEqual([contract.id]);
    expect(byCategory.orders.map((item) => item.id)).toEqual([order.id]);
    expect(byCategory.claims).toEqual([]);

    const all = (await get(`${ORG_URL}/all`, company)).json() as CorporateDocument[];
    expect(all.map((item) => item.id)).toEqual([memo.id, order.id, contract.id]);

    const overview = await get("/api/corporate/overview", company);
    expect(overview.json()).toMatchObject({ documents_count: 3 });

    expect((await del(`${ORG_URL}/${order.id}`, company)).json()).toEqual({ deleted: true });
    const rest = (await get(`${ORG_URL}/all`, company)).json() as CorporateDocument[];
    expect(rest.map((item) => item.id)).toEqual([memo.id, contract.id]);
  });

  it("take pdf, doc and docx into a category, and txt, jpg, png only from the bulk upload (spec 2 §5)", async () => {
    expect(ORGANIZATION_DOCUMENT_EXTENSIONS).toEqual(["pdf", "doc", "docx"]);
    expect(BULK_DOCUMENT_EXTENSIONS).toEqual(["pdf", "doc", "docx", "txt", "jpg", "jpeg", "png"]);
    const docx = await postDocument(
      t.app,
      ORG_URL,
      who.owner.token,
      { category: "founding_docs" },
      { name: "устав.docx", bytes: DOCX_BYTES },
    );
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json()).toMatchObject({ file_type: "docx" });
    await expectNothingStored(async () => {
      for (const file of [
        { name: "печать.png", bytes: PNG_BYTES },
        { name: "приказ.jpg", bytes: JPEG_BYTES },
        { name: "опись.txt", bytes: "Опись вложения" },
      ]) {
        const refused = await postDocument(
          t.app,
          ORG_URL,
          who.owner.token,
          { category: "founding_docs" },
          file,
        );
        expect(refused.statusCode, file.name).toBe(400);
        expect(refused.json()).toEqual({
          detail: FILE_TEXTS.notAllowed(file.name, ORGANIZATION_DOCUMENT_EXTENSIONS),
        });
      }
      // A txt named .pdf is refused by its content, not let through by its name.
      const fakePdf = await postDocument(
        t.app,
        ORG_URL,
        who.owner.token,
        { category: "contracts" },
        { name: "договор.pdf", bytes: "просто текст" },
      );
      expect(fakePdf.statusCode).toBe(400);
    });
    const png = await postDocument(
      t.app,
      ORG_URL,
      who.owner.token,
      { category: "founding_docs", bulk: "true" },
      { name: "печать.png", bytes: PNG_BYTES },
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ file_type: "png" });
    await expectNothingStored(async () => {
      const xlsx = await postDocument(
        t.app,
        ORG_URL,
        who.owner.token,
        { category: "contracts", bulk: "true" },
        {
          name: "смета.xlsx",
          bytes: "PK\u0003\u0004xl/workbook.xml",
        },
      );
      expect(xlsx.statusCode).toBe(400);
      expect(xlsx.json()).toEqual({
        detail: FILE_TEXTS.notAllowed("смета.xlsx", BULK_DOCUMENT_EXTENSIONS),
      });
      const fakeJpeg = await postDocument(
        t.app,
        ORG_URL,
        who.owner.token,
        { category: "contracts", bulk: "true" },
        {
          name: "фото.jpg",
          bytes: PDF_BYTES,
        },
      );
      expect(fakeJpeg.json()).toEqual({ detail: FILE_TEXTS.disguised("фото.jpg") });
    });
  });

  it("refuse an unknown or missing category, a missing file and a broken body with 400", async () => {
    await expectNothingStored(async () => {
      const cases: [Record<string, string>, UploadFile | undefined, string][] = [
        [{ category: "secret" }, pdfFile(), T.categoryInvalid],
        [{ category: "all" }, pdfFile(), T.categoryInvalid],
        [{}, pdfFile(), T.categoryInvalid],
        [{ category: "contracts" }, undefined, T.fileRequired],
      ];
      for (const [fields, file, detail] of cases) {
        const response = await postDocument(t.app, ORG_URL, who.owner.token, fields, file);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json()).toEqual({ detail });
      }
      // A category sent after the file is checked after it: the stored bytes are removed again.
      const form = new FormData();
      form.append("file", new Blob([PDF_BYTES]), "a.pdf");
      form.append("category", "secret");
      const request = new Request("http://test.local/", { method: "POST", body: form });
      const late = await t.app.inject({
        method: "POST",
        url: ORG_URL,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          "content-type": request.headers.get("content-type") ?? "",
          ...bearer(who.owner.token),
        },
      });
      expect(late.json()).toEqual({ detail: T.categoryInvalid });

      const json = await t.app.inject({
        method: "POST",
        url: ORG_URL,
        headers: bearer(who.owner.token),
        payload: { category: "contracts" },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ detail: T.fileRequired });

      const broken = await t.app.inject({
        method: "POST",
        url: ORG_URL,
        payload:
          '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
        headers: { "content-type": "multipart/form-data; boundary=XX", ...bearer(who.owner.token) },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: API_TEXTS.badRequest });

      const two = await documentFormWithTwoFiles();
      const twoFiles = await t.app.inject({
        method: "POST",
        url: ORG_URL,
        payload: two.payload,
        headers: { ...two.headers, ...bearer(who.owner.token) },
      });
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json()).toEqual({ detail: T.oneFileOnly });
    });
  });
});

async function documentFormWithTwoFiles() {
  const form = new FormData();
  form.append("category", "contracts");
  form.append("file", new Blob([PDF_BYTES]), "a.pdf");
  form.append("file", new Blob([PDF_BYTES]), "b.pdf");
  const request = new Request("http://test.local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

describe("limits", () => {
  it("a file over 10 MB answers 413 naming it, and leaves nothing", async () => {
    await expectNothingStored(async () => {
      const big = { name: "большой.pdf", bytes: new Uint8Array(MAX_FILE_BYTES + 1).fill(0x25) };
      for (const url of [ORG_URL, CARD_URL]) {
        const response = await postDocument(
          t.app,
          url,
          who.owner.token,
          { category: "contracts" },
          big,
        );
        expect(response.statusCode, url).toBe(413);
        expect(response.json()).toEqual({ detail: T.tooLarge(["большой.pdf"]) });
      }
    });
  });

  it("a company's quota (CORPORATE_STORAGE_QUOTA_MB) answers 413 once it is used up", async () => {
    const quota = t.app.config.CORPORATE_STORAGE_QUOTA_MB * 1024 * 1024;
    const company = who.otherCompany;
    const used = (
      await t.db
        .select({ size: corporateDocuments.sizeBytes })
        .from(corporateDocuments)
        .where(eq(corporateDocuments.userId, company.id))
    ).reduce((sum, row) => sum + row.size, 0);
    // Earlier uploads as rows only: the quota counts what the database records.
    const filler = {
      id: randomUUID(),
      userId: company.id,
      section: "organization" as const,
      category: "contracts",
      name: "filler.pdf",
      fileType: "pdf",
      mimeType: "application/pdf",
      storageKey: "2026-01/00000000-0000-4000-8000-000000000000",
    };
    await t.db.insert(corporateDocuments).values({ ...filler, sizeBytes: quota - used - 10 });
    await expectNothingStored(async () => {
      const response = await postDocument(
        t.app,
        ORG_URL,
        company.token,
        { category: "contracts" },
        pdfFile(),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: T.quotaReached(quota) });
    });
    await t.db
      .update(corporateDocuments)
      .set({ sizeBytes: quota - used })
      .where(eq(corporateDocuments.id, filler.id));
    await expectNothingStored(async () => {
      const response = await postDocument(
        t.app,
        ORG_URL,
        company.token,
        { category: "contracts" },
        pdfFile(),
      );
      expect(response.statusCode).toBe(413);
    });
    // Other companies keep their own quota.
    expect(
      (await postDocument(t.app, ORG_URL, who.owner.token, { category: "contracts" }, pdfFile()))
        .statusCode,
    ).toBe(201);
    await t.db.delete(corporateDocuments).where(eq(corporateDocuments.id, filler.id));
  });

  it("holds when 20 uploads race for the last space: none goes over, the refused keep nothing", async () => {
    const quota = t.app.config.CORPORATE_STORAGE_QUOTA_MB * 1024 * 1024;
    const company = await registerClient(t.app, { clientType: "corporate" });
    await saveCard(t.app, company.token);
    const size = 8 * 1024;
    const body = new Uint8Array(size).fill(0x20);
    body.set(new TextEncoder().encode(PDF_BYTES));
    // Earlier uploads as rows only, leaving room for five and a half files.
    await t.db.insert(corporateDocuments).values({
      id: randomUUID(),
      userId: company.user.id,
      section: "organization",
      category: "contracts",
      name: "filler.pdf",
      fileType: "pdf",
      mimeType: "application/pdf",
      storageKey: "2026-01/00000000-0000-4000-8000-000000000001",
      sizeBytes: quota - size * 5.5,
    });
    const objects = await storedObjects();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postDocument(
          t.app,
          i % 2 ? ORG_URL : CARD_URL,
          company.token,
          { category: "contracts" },
          { name: `гонка-${i}.pdf`, bytes: body },
        ),
      ),
    );
    const taken = answers.filter((response) => response.statusCode === 201);
    expect(taken).toHaveLength(5);
    for (const response of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ detail: T.quotaReached(quota) });
    }
    const rows = await t.db
      .select({ size: corporateDocuments.sizeBytes })
      .from(corporateDocuments)
      .where(eq(corporateDocuments.userId, company.user.id));
    expect(rows.reduce((sum, row) => sum + row.size, 0)).toBeLessThanOrEqual(quota);
    expect(rows).toHaveLength(6);
    // The refused uploads' bytes were removed again: only the five taken files were added.
    expect(await storedObjects()).toBe(objects + 5);
  });

  it("an upload whose row cannot be written removes its stored object again", async () => {
    const saved = await t.app.storage.save(Readable.from([Buffer.from(PDF_BYTES)]), {
      headBytes: SNIFF_BYTES,
    });
    expect(await t.app.storage.exists(saved.key)).toBe(true);
    await expect(
      recordDocument(
        t.db,
        { storage: t.app.storage, quotaBytes: Number.MAX_SAFE_INTEGER },
        2_000_000_000, // no such user: the foreign key refuses the row
        {
          section: "organization",
          category: "contracts",
          name: "a.pdf",
          fileType: "pdf",
          mimeType: "application/pdf",
          sizeBytes: saved.sizeBytes,
          storageKey: saved.key,
        },
        new Date(),
      ),
    ).rejects.toThrow();
    expect(await t.app.storage.exists(saved.key)).toBe(false);
  });
});
