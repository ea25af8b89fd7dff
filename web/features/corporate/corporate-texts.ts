import type { CorporateTab } from "./corporate-location.ts";

/** Russian plural: 1 документ, 2 документа, 5 документов. */
function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** Texts only the corporate cabinet's screens show (the server's are in domain/corporate). */
export const CORPORATE_UI_TEXTS = {
  loading: "Загрузка корпоративного кабинета...",
  menuLabel: "Разделы корпоративного кабинета",
  tabs: {
    chat: "Чат с юристом",
    overview: "Обзор",
    "company-card": "Карточка предприятия",
    "organization-docs": "Документы организации",
    billing: "Счета и акты",
  } satisfies Record<CorporateTab, string>,
  /** The phone's bar has room for short names only. */
  shortTabs: {
    chat: "Чат",
    overview: "Обзор",
    "company-card": "Карточка",
    "organization-docs": "Документы",
    billing: "Счета",
  } satisfies Record<CorporateTab, string>,
  clientLoading: "Загрузка данных клиента...",
  clientLoadFailed: "Не удалось загрузить данные клиента",
  noClientId: "В адресе нет клиента: откройте его из списка «Корпоративные клиенты».",
  // Overview
  overviewLead: "Сводка по вашей компании: откройте раздел, чтобы продолжить работу.",
  overviewLoadFailed: "Не удалось загрузить сводку",
  cardStatus: "Карточка предприятия",
  cardFilled: "Заполнена",
  cardNeedsFilling: "Требует заполнения",
  cardHint: "Открыть карточку",
  documentsCount: "Документы организации",
  documentsValue: (count: number) =>
    `${count} ${plural(count, "документ", "документа", "документов")}`,
  documentsHint: "Открыть документы",
  activeRequests: "Активные заявки",
  activeRequestsValue: (count: number) => `${count} ${plural(count, "заявка", "заявки", "заявок")}`,
  activeRequestsHint: "Открыть чат с юристом",
  clientInfo: "Данные клиента",
  company: "Компания",
  contactPerson: "Контактное лицо",
  email: "E-mail",
  phone: "Телефон",
  inn: "ИНН",
  registeredAt: "Дата регистрации",
  notGiven: "не указано",
  // Company card
  cardLead: "Реквизиты проверяются так же, как их проверяет банк перед платежом.",
  cardLoading: "Загрузка карточки...",
  cardLoadFailed: "Не удалось загрузить карточку предприятия",
  save: "Сохранить карточку",
  cardEmptyForExecutor: "Клиент ещё не заполнил карточку предприятия.",
  cardDocuments: "Документы предприятия",
  cardDocumentsLead: "Устав, свидетельства, выписки: PDF, DOC или DOCX до 10 МБ.",
  cardDocumentsNeedCard: "Сохраните карточку, чтобы загрузить к ней документы.",
  noCardDocuments: "Документов пока нет",
  uploadDocument: "Загрузить документ",
  // Organisation documents
  docsLead: "Договоры, претензии, иски и другие документы компании по категориям.",
  docsLoading: "Загрузка документов...",
  docsLoadFailed: "Не удалось загрузить документы организации",
  categoriesLabel: "Категории документов",
  /** `count` as shown: «12», or «500+» when the list is paged and more may follow. */
  categoryTab: (label: string, count: number | string) => `${label} (${count})`,
  noDocuments: "Документов организации пока нет",
  noDocumentsInCategory: "В этой категории пока нет документов",
  uploadInto: (category: string) => `Загрузить в «${category}»`,
  bulkUpload: "Массовая загрузка",
  bulkCategory: "Категория для загрузки",
  bulkHint: "До 100 файлов за раз: PDF, DOC, DOCX, TXT, JPG, PNG до 10 МБ каждый.",
  categoryHint: "До 100 файлов за раз: PDF, DOC, DOCX до 10 МБ каждый.",
  bulkProgress: (done: number, total: number, percent: number) =>
    `Загружено ${done} из ${total} файлов · ${percent}%`,
  bulkProgressLabel: "Загрузка документов",
  cancel: "Отменить загрузку",
  failedFiles: "Не загружены",
  tableLabel: "Документы организации",
  columns: { name: "Название", category: "Категория", date: "Дата загрузки", actions: "Действия" },
  // Document actions
  open: "Открыть",
  download: "Скачать",
  delete: "Удалить",
  actionLabel: (action: string, name: string) => `${action}: ${name}`,
  deleteTitle: "Удаление документа",
  deleteText: (name: string) => `Удалить документ «${name}»? Это действие нельзя отменить.`,
  // Chat
  chatOpening: "Открываем чат с юристом...",
  chatReadOnly:
    "Отправка сообщений здесь недоступна: отвечайте клиенту в разделе «Чаты» кабинета исполнителя.",
  openInChats: "Открыть в разделе «Чаты»",
  otherOrders: "Заказы по услугам каталога — в личном кабинете.",
  toOrders: "Мои заказы",
} as const;
