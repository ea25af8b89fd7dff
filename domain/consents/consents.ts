/**
 * The consent log (152-FZ, issue 10 §6): where a person agreed to the offer and the personal-data
 * policy, and the words the cabinet shows for it. Rows are only ever added.
 */
export const CONSENT_CONTEXTS = [
  "registration",
  "guest_chat",
  "payment",
  "signature",
  "booking",
] as const;
export type ConsentContext = (typeof CONSENT_CONTEXTS)[number];

export const CONSENT_CONTEXT_LABELS: Record<ConsentContext, string> = {
  registration: "Регистрация",
  guest_chat: "Гостевой чат",
  payment: "Оплата картой",
  /** The offer's terms of the simple electronic signature, accepted with each signing (issue 45). */
  signature: "Подписание документа",
  /** The booking form's tick (issue 48). */
  booking: "Запись на консультацию",
};

export const CONSENT_PAGE_SIZE = 20;
/** What is kept of a browser's User-Agent header: enough to tell browsers apart. */
export const USER_AGENT_MAX_LENGTH = 500;

export const CONSENT_TEXTS = {
  versionInvalid: "Некорректная редакция документа",
  documentsChanged:
    "Оферта или политика обработки персональных данных обновились. Откройте новую редакцию и подтвердите согласие ещё раз.",
  title: "Журнал согласий",
  lead: "Кто, когда и с какого адреса согласился с офертой и политикой обработки персональных данных (152-ФЗ) и с какой их редакцией. Записи нельзя изменить или удалить.",
  search: "Поиск по имени, email или телефону",
  contextFilter: "Где дано согласие",
  allContexts: "Везде",
  loading: "Загрузка журнала согласий...",
  loadFailed: "Не удалось загрузить журнал согласий",
  empty: "Согласий пока нет",
  emptyFiltered: "Нет согласий с такими условиями",
  total: (count: number) => `Записей: ${count}`,
  when: "Когда",
  where: "Где",
  who: "Кто",
  documents: "Редакции",
  address: "IP-адрес",
  versions: (offer: number, policy: number) => `Оферта — ред. ${offer}, политика — ред. ${policy}`,
  account: (id: number) => `Аккаунт №${id}`,
  noName: "Без имени",
  unknownAddress: "не определён",
  openClientLog: "Согласия",
  clientLogTitle: (name: string) => `Согласия: ${name}`,
  clientLogEmpty: "Этот клиент ещё не давал согласий через сайт",
  userIdInvalid: "Некорректный идентификатор пользователя",
} as const;
