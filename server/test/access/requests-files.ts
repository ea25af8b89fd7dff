import { archiveForm, pdf } from "../archive-fixtures.ts";
import { documentForm, pdfFile, VALID_CARD } from "../corporate-fixtures.ts";
import { CONTRACT_LINES, docxFile, templateForm } from "../docx-fixtures.ts";
import { pngLogo, putSiteLogo, trustedClientForm, wholePng } from "../trusted-client-fixtures.ts";
import type { Requests } from "./call.ts";
import * as fresh from "./fresh.ts";
import { freshIp } from "./http.ts";

const upload = async (body: Promise<{ payload: Buffer; headers: Record<string, string> }>) => {
  const { payload, headers } = await body;
  return { payload, headers };
};

/**
 * The file archive, the corporate cabinet and the executors' view of a company. Routes under an
 * archive file's, a folder's or a corporate client's path not named here take clientA's file or
 * folder, or the second company (send.ts).
 */
export const FILE_REQUESTS: Requests = {
  "DELETE /api/files/{id}": async (w) => ({ params: { id: await fresh.archiveFileOfA(w) } }),
  "PUT /api/files/{id}/move": () => ({ payload: { folder_id: null } }),
  "POST /api/files/upload": () => upload(archiveForm(pdf())),
  "POST /api/files/from-chat": (w) => ({ payload: { file_id: w.chatFileA } }),
  "POST /api/folders": () => ({ payload: { name: `Папка ${freshIp()}` } }),
  "PUT /api/folders/{id}": () => ({ payload: { name: `Дела ${freshIp()}` } }),
  "DELETE /api/folders/{id}": async (w) => ({ params: { id: await fresh.folderOfA(w) } }),

  "POST /api/executor/document-templates": () =>
    upload(templateForm("Договор", docxFile("dogovor.docx", CONTRACT_LINES))),
  "DELETE /api/executor/document-templates/{id}": async (w) => ({
    params: { id: await fresh.documentTemplate(w) },
  }),
  "POST /api/chat/sessions/{id}/generate-document": async (w) => ({
    params: { id: w.chatA.id },
    payload: { template_id: await fresh.documentTemplate(w) },
  }),
  // The caller's own file, where the caller has «Файлы» (staff); a made-up id for the others.
  "POST /api/chat/sessions/{id}/send-file": async (w, actor) => ({
    params: { id: w.chatA.id },
    payload: {
      file_id:
        actor === "executor" || actor === "admin" || actor === "colleague"
          ? await fresh.archiveFileOf(w, w.accounts[actor].token)
          : "00000000-0000-4000-8000-000000000000",
    },
  }),
  "POST /api/trusted-clients": () =>
    upload(trustedClientForm({ name: "ООО «Ромашка»" }, pngLogo())),
  "DELETE /api/trusted-clients/{id}": async (w) => ({
    params: { id: await fresh.trustedClient(w) },
  }),
  "GET /api/trusted-clients/{id}/logo": (w) => ({ params: { id: w.trustedClient } }),
  "PUT /api/site-settings/logo": () => upload(trustedClientForm({}, wholePng())),
  "DELETE /api/site-settings/logo": () => ({}),
  // There is a logo to read whatever ran before (a removal among them).
  "GET /api/site-settings/logo": async (w) => {
    const put = await putSiteLogo(w.app, w.accounts.admin.token);
    if (put.statusCode !== 200) throw new Error(`site logo: ${put.body}`);
    return {};
  },
  // Each caller's own photo (staff); the colleague's photo is anybody's to see.
  "PUT /api/executor/profile/photo": () => upload(trustedClientForm({}, pngLogo("photo.png"))),
  "GET /api/staff/{id}/photo": async (w) => ({ params: { id: await fresh.staffPhoto(w) } }),
  "POST /api/corporate/documents": () =>
    upload(documentForm({ category: "contracts", name: "Договор поставки" }, pdfFile())),
  "DELETE /api/corporate/documents/{id}": async (w) => ({
    params: { id: await fresh.companyDocument(w) },
  }),
  "GET /api/corporate/documents/{id}/download": (w) => ({ params: { id: w.companyDocument } }),
  "POST /api/corporate/profile": () => ({ payload: VALID_CARD }),
  "POST /api/corporate/profile/documents": () =>
    upload(documentForm({ name: "Свидетельство" }, pdfFile("свидетельство.pdf"))),
  "DELETE /api/corporate/profile/documents/{id}": async (w) => ({
    params: { id: await fresh.companyCardDocument(w) },
  }),
};
