import type { CompanyCard } from "../../domain/corporate/company-card.ts";
import type {
  CompanyProfile,
  CorporateDocument,
} from "../../domain/corporate/corporate-schemas.ts";
import type { App } from "../app.ts";
import { TEST_ADMIN } from "./back-office.ts";
import { formBody, PDF_BYTES, type UploadFile } from "./chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "./fixtures.ts";

/** Sberbank's requisites with a settlement account whose control key fits Sberbank's БИК. */
export const VALID_CARD: CompanyCard = {
  company_name: "ООО «Ромашка»",
  inn: "7707083893",
  ogrn_ogrnip: "1027700132195",
  kpp: "773601001",
  address: "117997, г. Москва, ул. Вавилова, д. 19",
  signatory_name: "Петров Пётр Петрович",
  signatory_title: "Генеральный директор",
  account_number: "40702810200000012345",
  correspondent_account: "30101810400000000225",
  bank_name: "ПАО Сбербанк",
  bank_bik: "044525225",
};

/** A sole trader (12-digit ИНН, 15-digit ОГРНИП) banking with ВТБ. */
export const SOLE_TRADER_CARD: CompanyCard = {
  company_name: "ИП Иванов Иван Иванович",
  inn: "500100732259",
  ogrn_ogrnip: "304500116000157",
  kpp: "",
  address: "141401, Московская обл., г. Химки, ул. Ленина, д. 1",
  signatory_name: "",
  signatory_title: "",
  account_number: "40802810600000000001",
  correspondent_account: "30101810700000000187",
  bank_name: "Банк ВТБ (ПАО)",
  bank_bik: "044525187",
};

export const DOCX_BYTES = `PK\u0003\u0004\u0014\u0000\u0006\u0000word/document.xml<w:document/>`;
export const JPEG_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const pdfFile = (name = "устав.pdf"): UploadFile => ({ name, bytes: PDF_BYTES });

/** Every kind of caller of the corporate routes, each with a token (and an id where one exists). */
export interface CorporateCallers {
  owner: { token: string; id: number };
  otherCompany: { token: string; id: number };
  individual: { token: string; id: number };
  executor: string;
  admin: string;
}

/** Needs an app built with TEST_ADMIN (buildBackOfficeTestApp) and the demo executor. */
export async function corporateCallers(app: App): Promise<CorporateCallers> {
  const [owner, otherCompany, individual, executor, admin] = await Promise.all([
    registerClient(app, { clientType: "corporate", fullName: "Владелец Компании" }),
    registerClient(app, { clientType: "corporate", fullName: "Другая Компания" }),
    registerClient(app, { clientType: "individual", fullName: "Частный Клиент" }),
    loginAsStaff(app, "executor@demo.ru", "demo-executor"),
    loginAsStaff(app, TEST_ADMIN.email, TEST_ADMIN.password),
  ]);
  const of = (client: { token: string; user: { id: number } }) => ({
    token: client.token,
    id: client.user.id,
  });
  return {
    owner: of(owner),
    otherCompany: of(otherCompany),
    individual: of(individual),
    executor,
    admin,
  };
}

/** A multipart body of named fields and at most one `file`, as a browser's FormData sends it. */
export const documentForm = (fields: Record<string, string>, file?: UploadFile) =>
  formBody(fields, file ? [{ field: "file", file }] : []);

export async function postDocument(
  app: App,
  url: string,
  token: string | null,
  fields: Record<string, string>,
  file?: UploadFile,
) {
  const body = await documentForm(fields, file);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

export async function saveCard(app: App, token: string, card: CompanyCard = VALID_CARD) {
  const response = await app.inject({
    method: "POST",
    url: "/api/corporate/profile",
    headers: bearer(token),
    payload: card,
  });
  if (response.statusCode !== 200) throw new Error(`save card: ${response.body}`);
  return response.json() as CompanyProfile;
}

export async function uploadOrganizationDocument(
  app: App,
  token: string,
  category: string,
  file: UploadFile = pdfFile(),
  name = file.name,
  bulk = false,
) {
  const response = await postDocument(
    app,
    "/api/corporate/documents",
    token,
    { category, name, file_type: "application/pdf", ...(bulk ? { bulk: "true" } : {}) },
    file,
  );
  if (response.statusCode !== 201) throw new Error(`upload: ${response.body}`);
  return response.json() as CorporateDocument;
}
