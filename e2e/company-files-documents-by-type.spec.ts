import { FILE_TEXTS } from "../domain/chat/files.ts";
import {
  BULK_DOCUMENT_EXTENSIONS,
  CATEGORY_LABELS,
  CORPORATE_TEXTS,
  ORGANIZATION_DOCUMENT_EXTENSIONS,
} from "../domain/corporate/corporate.ts";
import { CORPORATE_UI_TEXTS as T } from "../web/features/corporate/corporate-texts.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { pdfFile, uniqueTag } from "./support/chat.ts";
import { notice, pickFiles } from "./support/files.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Spec 2 §5: a document uploaded into one category is a pdf, doc or docx; the «Все» tab's bulk
 * upload also takes txt, jpg and png. The page says which, refuses the rest, and so does the
 * server (checked by content, as every upload).
 */

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[company] files a png only through the bulk upload, a pdf into a category (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const company = await createClient(page, "corporate", `Директор ${tag}`);
      await signInWithToken(page, company.token, company.email);
      const main = page.getByRole("main");
      const scan = `Скан приказа ${tag}.png`;

      await test.step("«Договоры» takes PDF, DOC, DOCX and refuses a png", async () => {
        await page.goto("/corporate-dashboard?tab=organization-docs&category=contracts");
        const upload = main.getByRole("button", { name: T.uploadInto(CATEGORY_LABELS.contracts) });
        await expect(main.getByTestId("organization-upload-hint")).toHaveText(T.categoryHint);
        await pickFiles(page, upload, [{ name: scan, mimeType: "image/png", buffer: PNG }]);
        await expect(
          main.getByRole("alert").filter({
            hasText: FILE_TEXTS.notAllowed(scan, ORGANIZATION_DOCUMENT_EXTENSIONS),
          }),
        ).toBeVisible();
        await pickFiles(page, upload, [pdfFile(`Договор ${tag}.pdf`)]);
        await expect(notice(page, CORPORATE_TEXTS.documentUploaded)).toBeVisible();
        await expect(main.getByTestId("organization-document")).toHaveCount(1);
        await expectAccessible(page);
      });

      await test.step("the server refuses the png sent into a category, too", async () => {
        const response = await page.request.post("/api/corporate/documents", {
          headers: authHeader(company.token),
          multipart: {
            category: "contracts",
            name: scan,
            file: { name: scan, mimeType: "image/png", buffer: PNG },
          },
        });
        expect(response.status()).toBe(400);
        expect((await response.json()).detail).toBe(
          FILE_TEXTS.notAllowed(scan, ORGANIZATION_DOCUMENT_EXTENSIONS),
        );
      });

      await test.step("«Все»: the bulk upload says and takes txt, jpg, png", async () => {
        await page.goto("/corporate-dashboard?tab=organization-docs");
        await expect(main.getByTestId("organization-upload-hint")).toHaveText(T.bulkHint);
        expect(BULK_DOCUMENT_EXTENSIONS).toContain("png");
        await pickFiles(page, main.getByRole("button", { name: T.bulkUpload }), [
          { name: scan, mimeType: "image/png", buffer: PNG },
        ]);
        await expect(main.getByTestId("organization-document")).toHaveCount(2);
        await expectAccessible(page);
      });
    });
  });
}
