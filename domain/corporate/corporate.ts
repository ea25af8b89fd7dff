/**
 * The corporate cabinet's rules shared by the server and the web (spec 2 §2, §3, §5, §8): the
 * document categories with their labels, the accepted file types, the limits and the Russian
 * texts. Plain constants only: the zod schemas are in corporate-schemas.ts, so the web bundle
 * carries no zod.
 */
import type { AttachmentExtension } from "../chat/files.ts";
import { MAX_FILE_BYTES, specLimitText } from "../chat/files.ts";
import { formatFileSize } from "../file-size.ts";

/** Organisation document categories (spec 2 §3). `all` is only the screen's «Все» view. */
export const DOCUMENT_CATEGORIES = [
  "contracts",
  "claims",
  "lawsuits",
  "orders",
  "statements",
  "mail",
  "founding_docs",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const ALL_CATEGORIES_VIEW = "all";
export type CategoryView = DocumentCategory | typeof ALL_CATEGORIES_VIEW;
export const CATEGORY_VIEWS: readonly CategoryView[] = [
  ALL_CATEGORIES_VIEW,
  ...DOCUMENT_CATEGORIES,
];

export const CATEGORY_LABELS: Record<CategoryView, string> = {
  all: "Все",
  contracts: "Договоры",
  claims: "Претензии",
  lawsuits: "Исковые заявления",
  orders: "Приказы",
  statements: "Заявления/ходатайства",
  mail: "Почтовые отправления",
  founding_docs: "Учредительные документы",
};

export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly unknown[]).includes(value);
}

/** Where a document sits: the company card's list, or the organisation's documents. */
export type DocumentSection = "card" | "organization";

/** Company-card documents (spec 2 §5: «Company document upload»). */
export const CARD_DOCUMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
] as const satisfies readonly AttachmentExtension[];

/**
 * Organisation documents uploaded into one category: the same three types as the card (spec 2 §5:
 * «Company document upload (single and per category)»).
 */
export const ORGANIZATION_DOCUMENT_EXTENSIONS = CARD_DOCUMENT_EXTENSIONS;

/** The bulk upload of the «Все» tab takes text and pictures too (spec 2 §5: «Bulk upload»). */
export const BULK_DOCUMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "txt",
  "jpg",
  "jpeg",
  "png",
] as const satisfies readonly AttachmentExtension[];

/**
 * The multipart field (sent before the file) that marks a file of the bulk upload; any other
 * organisation upload is a per-category one.
 */
export const BULK_UPLOAD_FIELD = "bulk";

export const documentExtensions = (
  section: DocumentSection,
  bulk = false,
): readonly AttachmentExtension[] => {
  if (section === "card") return CARD_DOCUMENT_EXTENSIONS;
  return bulk ? BULK_DOCUMENT_EXTENSIONS : ORGANIZATION_DOCUMENT_EXTENSIONS;
};

/** Spec 2 §5, §9: at most 100 files in one bulk upload, sent one by one 100 ms apart. */
export const MAX_BULK_FILES = 100;
export const BULK_UPLOAD_PAUSE_MS = 100;
export const MAX_DOCUMENT_BYTES = MAX_FILE_BYTES;

/**
 * The name a document is saved under: its name, with the checked type's extension added when the
 * name lacks it («Устав» → «Устав.pdf»). The server's download header and the browser agree.
 */
export function documentFileName(name: string, fileType: string): string {
  const suffix = `.${fileType}`;
  return name.toLowerCase().endsWith(suffix) ? name : `${name}${suffix}`;
}

/**
 * An executor's read-only view of a client's cabinet (spec 3 «Corporate clients»): the client
 * travels in the address only, never in local storage.
 */
export const executorModePath = (clientId: number) =>
  `/corporate-dashboard?executor_mode=true&client_id=${clientId}`;

/** The default of CORPORATE_STORAGE_QUOTA_MB: what one company may keep in all. */
export const DEFAULT_CORPORATE_QUOTA_MB = 1024;

/**
 * Organisation documents come a page at a time, the newest first (issue 15 §2): the by-category
 * answer carries at most this many of each category, GET …/documents/all this many per page
 * (`offset`, `limit`, optionally one `category`). A full category on the screen has more behind
 * «Показать ещё».
 */
export const ORGANIZATION_DOCUMENTS_PAGE_SIZE = 500;

/**
 * The company card's documents (an extract, a charter, a few scans) come whole with the card:
 * capped rather than paged. An upload past the cap is refused, and the list query stops there.
 */
export const CARD_DOCUMENTS_MAX = 100;

/** The executor's «Корпоративные клиенты» list: page size and the longest search. */
export const CORPORATE_CLIENTS_PAGE_SIZE = 20;

export const CORPORATE_TEXTS = {
  cabinetTitle: "Корпоративный кабинет",
  welcome: (name: string) => `Добро пожаловать, ${name}`,
  executorModeSuffix: "(Режим исполнителя)",
  executorModeBanner: (company: string) => `Вы просматриваете кабинет клиента: ${company}`,
  backToExecutor: "Вернуться в кабинет исполнителя",
  corporateChatTitle: "Корпоративный чат",
  // Spec 2 §8
  saveFailed: "Ошибка сохранения",
  uploadFailed: "Ошибка загрузки файла",
  deleteFailed: "Ошибка удаления документа",
  bulkFailed: (count: number) => `Не удалось загрузить ${count} файлов`,
  fileUnavailable: "Данные файла недоступны для просмотра/скачивания",
  noChatSession: "Нет активной чат-сессии с этим клиентом...",
  chatSearchFailed: "Ошибка поиска чат-сессии",
  clientMustStart: "Клиент должен начать чат первым",
  profileSaved: "Карточка предприятия успешно сохранена!",
  documentUploaded: "Документ успешно загружен!",
  documentDeleted: "Документ успешно удален!",
  bulkUploaded: (done: number, total: number) => `Успешно загружено ${done} из ${total} файлов`,
  bulkTooMany: `Максимум ${MAX_BULK_FILES} файлов за раз`,
  tooLarge: (names: readonly string[]) =>
    `Файлы превышают лимит ${specLimitText(MAX_DOCUMENT_BYTES)}: ${names.join(", ")}`,
  // The server's refusals
  corporateOnly: "Корпоративный кабинет доступен только ИП и юридическим лицам",
  profileNotFound: "Карточка предприятия ещё не заполнена",
  profileRequired: "Сначала заполните и сохраните карточку предприятия",
  documentNotFound: "Документ не найден",
  clientNotFound: "Корпоративный клиент не найден",
  chatNotFound: "Корпоративный чат ещё не начат",
  categoryInvalid: `Неизвестная категория документа: допустимы ${DOCUMENT_CATEGORIES.join(", ")}`,
  fileRequired: "Выберите файл для загрузки",
  oneFileOnly: "Загрузите один файл за раз",
  quotaReached: (quotaBytes: number) =>
    `Хранилище документов компании заполнено (${formatFileSize(quotaBytes)}): удалите ненужные документы`,
  searchTooLong: "Слишком длинный поисковый запрос",
  cardDocumentsFull: `В карточке уже ${CARD_DOCUMENTS_MAX} документов: удалите ненужные, чтобы загрузить новые`,
} as const;
