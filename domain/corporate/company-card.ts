/**
 * The company card (spec 2 §3): its eight fields (and, since issue 44 §2, the КПП and who signs), their Russian names, and the checks a bank would
 * make before paying to these requisites. The form and the server run the same function, so the
 * screen refuses exactly what the API refuses, with the same words (each names its field).
 */
import {
  accountNumberMatchesBik,
  correspondentAccountMatchesBik,
  isAccountShape,
  isBik,
  isKpp,
  isValidInn,
  isValidOgrn,
} from "../requisites.ts";

export const COMPANY_CARD_FIELDS = [
  "company_name",
  "inn",
  "ogrn_ogrnip",
  "kpp",
  "address",
  "signatory_name",
  "signatory_title",
  "account_number",
  "correspondent_account",
  "bank_name",
  "bank_bik",
] as const;
export type CompanyCardField = (typeof COMPANY_CARD_FIELDS)[number];
export type CompanyCard = Record<CompanyCardField, string>;

export const COMPANY_CARD_LABELS: Record<CompanyCardField, string> = {
  company_name: "Название организации",
  inn: "ИНН",
  ogrn_ogrnip: "ОГРН/ОГРНИП",
  kpp: "КПП",
  address: "Юридический адрес",
  signatory_name: "Подписант: ФИО",
  signatory_title: "Подписант: должность",
  account_number: "Расчётный счёт",
  correspondent_account: "Корреспондентский счёт",
  bank_name: "Наименование банка",
  bank_bik: "БИК банка",
};

/**
 * Fields a card may leave empty (issue 44 §2): a sole trader has no КПП, and a company that names
 * no signatory gets papers with a blank line to sign. The rest are required, as spec 2 §3 says.
 */
export const OPTIONAL_CARD_FIELDS: readonly CompanyCardField[] = [
  "kpp",
  "signatory_name",
  "signatory_title",
];

/** Fields of digits only: spaces typed between groups («4070 2810 …») are dropped. */
export const DIGIT_FIELDS: readonly CompanyCardField[] = [
  "inn",
  "ogrn_ogrnip",
  "account_number",
  "correspondent_account",
  "bank_bik",
];

export const COMPANY_CARD_MAX_LENGTH: Record<CompanyCardField, number> = {
  company_name: 300,
  inn: 12,
  ogrn_ogrnip: 15,
  kpp: 9,
  address: 500,
  signatory_name: 200,
  signatory_title: 200,
  account_number: 20,
  correspondent_account: 20,
  bank_name: 300,
  bank_bik: 9,
};

const L = COMPANY_CARD_LABELS;

export const COMPANY_CARD_TEXTS = {
  required: (field: CompanyCardField) => `${L[field]}: заполните поле`,
  tooLong: (field: CompanyCardField) =>
    `${L[field]}: не длиннее ${COMPANY_CARD_MAX_LENGTH[field]} символов`,
  innShape: `${L.inn}: 10 цифр для организации или 12 цифр для ИП`,
  innChecksum: `${L.inn}: неверное контрольное число — проверьте номер`,
  ogrnShape: `${L.ogrn_ogrnip}: 13 цифр (ОГРН) или 15 цифр (ОГРНИП)`,
  ogrnChecksum: `${L.ogrn_ogrnip}: неверная контрольная цифра — проверьте номер`,
  ogrnForOrganization: `${L.ogrn_ogrnip}: у организации (ИНН из 10 цифр) — ОГРН из 13 цифр`,
  ogrnForSoleTrader: `${L.ogrn_ogrnip}: у ИП (ИНН из 12 цифр) — ОГРНИП из 15 цифр`,
  kppShape: `${L.kpp}: 9 знаков — 4 цифры, 2 цифры или латинские буквы, 3 цифры`,
  kppForSoleTrader: `${L.kpp}: у ИП (ИНН из 12 цифр) КПП нет — оставьте поле пустым`,
  bikShape: `${L.bank_bik}: 9 цифр`,
  correspondentShape: `${L.correspondent_account}: 20 цифр`,
  correspondentPrefix: `${L.correspondent_account}: начинается с 301`,
  correspondentMismatch: `${L.correspondent_account}: не соответствует БИК банка — проверьте счёт и БИК`,
  accountShape: `${L.account_number}: 20 цифр`,
  accountMismatch: `${L.account_number}: не сходится контрольный ключ с БИК банка — проверьте счёт и БИК`,
} as const;

const T = COMPANY_CARD_TEXTS;

/** What is stored for a typed value: trimmed, and the digit fields without spaces. */
export function normalizeCardValue(field: CompanyCardField, value: string): string {
  const trimmed = value.trim();
  // A КПП's letters are Latin capitals: typed in lower case, it is the same code.
  if (field === "kpp") return trimmed.replace(/\s+/g, "").toUpperCase();
  return DIGIT_FIELDS.includes(field) ? trimmed.replace(/\s+/g, "") : trimmed;
}

function shapeError(field: CompanyCardField, value: string): string | null {
  if (value === "") return OPTIONAL_CARD_FIELDS.includes(field) ? null : T.required(field);
  if (value.length > COMPANY_CARD_MAX_LENGTH[field]) {
    if (field === "inn") return T.innShape;
    if (field === "kpp") return T.kppShape;
    if (field === "ogrn_ogrnip") return T.ogrnShape;
    if (field === "bank_bik") return T.bikShape;
    if (field === "account_number") return T.accountShape;
    if (field === "correspondent_account") return T.correspondentShape;
    return T.tooLong(field);
  }
  return null;
}

/**
 * Every field's first problem, in the card's order (normalised values expected). An empty object
 * means the card can be saved. Cross-checks run only when both sides are well formed, so one typo
 * is reported once, at its own field.
 */
export function validateCompanyCard(card: CompanyCard): Partial<CompanyCard> {
  const errors: Partial<CompanyCard> = {};
  for (const field of COMPANY_CARD_FIELDS) {
    const error = shapeError(field, card[field]);
    if (error) errors[field] = error;
  }
  const { inn, ogrn_ogrnip: ogrn, bank_bik: bik } = card;

  if (!errors.inn) {
    if (!/^\d{10}$|^\d{12}$/.test(inn)) errors.inn = T.innShape;
    else if (!isValidInn(inn)) errors.inn = T.innChecksum;
  }
  if (!errors.ogrn_ogrnip) {
    if (!/^\d{13}$|^\d{15}$/.test(ogrn)) errors.ogrn_ogrnip = T.ogrnShape;
    else if (!isValidOgrn(ogrn)) errors.ogrn_ogrnip = T.ogrnChecksum;
    else if (!errors.inn && inn.length === 10 && ogrn.length !== 13) {
      errors.ogrn_ogrnip = T.ogrnForOrganization;
    } else if (!errors.inn && inn.length === 12 && ogrn.length !== 15) {
      errors.ogrn_ogrnip = T.ogrnForSoleTrader;
    }
  }
  if (!errors.kpp && card.kpp !== "") {
    if (inn.length === 12) errors.kpp = T.kppForSoleTrader;
    else if (!isKpp(card.kpp)) errors.kpp = T.kppShape;
  }
  if (!errors.bank_bik && !isBik(bik)) errors.bank_bik = T.bikShape;
  const bikOk = !errors.bank_bik;

  const correspondent = card.correspondent_account;
  if (!errors.correspondent_account) {
    if (!isAccountShape(correspondent)) errors.correspondent_account = T.correspondentShape;
    else if (!correspondent.startsWith("301")) errors.correspondent_account = T.correspondentPrefix;
    else if (bikOk && !correspondentAccountMatchesBik(correspondent, bik)) {
      errors.correspondent_account = T.correspondentMismatch;
    }
  }
  const account = card.account_number;
  if (!errors.account_number) {
    if (!isAccountShape(account)) errors.account_number = T.accountShape;
    else if (bikOk && !accountNumberMatchesBik(account, bik)) {
      errors.account_number = T.accountMismatch;
    }
  }
  return errors;
}

/** The first problem of the card in field order (the API's one `detail`), or null. */
export function firstCardError(card: CompanyCard): string | null {
  const errors = validateCompanyCard(card);
  for (const field of COMPANY_CARD_FIELDS) {
    const error = errors[field];
    if (error) return error;
  }
  return null;
}
