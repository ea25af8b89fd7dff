/**
 * The executor's «Клиенты» and a client's own data (spec 3 §2 «Clients», §3 Client stats; issue
 * 13 §1; 152-FZ): limits, the stats' period, and every text, once for the server and the web.
 */

export const CLIENTS_PAGE_SIZE = 20;
export const CLIENTS_PAGE_SIZE_MAX = 100;
export const CLIENT_SEARCH_MAX = 200;
/** Spec 3: «new clients» are those of the last 30 days. */
export const RECENT_CLIENTS_DAYS = 30;

export const CLIENT_SORTS = ["newest", "oldest"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const CLIENT_SORT_LABELS: Record<ClientSort, string> = {
  newest: "Сначала новые",
  oldest: "Сначала старые",
};

/**
 * What stays of an erased person where the law keeps the record (payments: accounting law;
 * consents: the proof that consent was given) or the operator's own log quotes them.
 */
export const ERASED_PERSON = "Удалённый пользователь";
/** The audit log's title of a review entry whose quotes were blanked (migration 0015 checks it). */
export const ERASED_REVIEW_TITLE = `Отзыв: ${ERASED_PERSON}`;

export const CLIENT_TEXTS = {
  title: "Клиенты",
  lead: "Зарегистрированные клиенты: поиск, активность и удаление со всеми данными по запросу.",
  loading: "Загрузка клиентов...",
  searchPlaceholder: "Иван, ivan@mail.ru или 916…",
  searchLabel: "Поиск по имени, e-mail или телефону",
  searchTooLong: `Поиск — не длиннее ${CLIENT_SEARCH_MAX} символов`,
  sortLabel: "Порядок",
  empty: "Клиентов пока нет",
  nothingFound: "Никого не нашлось",
  loadFailed: "Не удалось загрузить клиентов",
  statsLoadFailed: "Не удалось загрузить статистику клиентов",
  notFound: "Клиент не найден",
  /** A lawyer erases a client only when every chat of the client is theirs (issue 43 §2). */
  erasureNeedsAdmin:
    "Удалить клиента может администратор или юрист, который ведёт все чаты этого клиента",
  stats: {
    total_all: "Всего",
    total_clients: "Зарегистрированных",
    total_guests: "Гостей",
    recent_all: `Новых за ${RECENT_CLIENTS_DAYS} дней`,
    recent_clients: `Регистраций за ${RECENT_CLIENTS_DAYS} дней`,
    recent_guests: `Гостей за ${RECENT_CLIENTS_DAYS} дней`,
  },
  columns: {
    client: "Клиент",
    contacts: "Контакты",
    registered: "Регистрация",
    chats: "Чаты",
    paid: "Оплачено",
    lastActivity: "Активность",
  },
  individual: "Физ. лицо",
  corporate: "ИП / юр. лицо",
  delete: "Удалить",
  deleteTitle: (name: string) => `Удалить клиента «${name}»?`,
  deleteConfirm: "Удалить навсегда",
  deleted: "Клиент удален",
  deleteFailed: "Ошибка удаления клиента",
  /** What deleting a person removes and what stays (the confirmation and the profile say it). */
  erasedList: [
    "аккаунт и все входы (сессии закрываются сразу)",
    "все чаты с сообщениями и файлами",
    "архив файлов, карточку компании и её документы",
    "отзывы, оставленные на сайте",
  ],
  keptList: [
    "платежи — по закону о бухгалтерском учёте, без имени и контактов",
    "записи о согласиях — как доказательство согласия, без имени и контактов",
  ],
  erasedHeading: "Будет удалено безвозвратно:",
  keptHeading: "Останется обезличенным:",
  chatsCount: (count: number) => `Чатов: ${count}`,
  paidTotal: (amount: string) => `Оплачено: ${amount}`,
  registered: (date: string) => `Регистрация: ${date}`,
  lastActivity: (date: string) => `Активность: ${date}`,
  deleteLabel: (name: string) => `Удалить клиента ${name}`,
  statsLabel: "Статистика клиентов",
} as const;

/** A client's own data (the profile's «Мои данные»). */
export const MY_DATA_TEXTS = {
  tab: "Профиль",
  accountTitle: "Аккаунт",
  title: "Мои данные",
  lead: "Скачайте всё, что сервис хранит о вас, или удалите аккаунт вместе с данными (152-ФЗ).",
  download: "Скачать мои данные",
  downloadFailed: "Не удалось скачать данные",
  downloadHint:
    "Файл JSON: профиль, чаты с сообщениями, список файлов, платежи, согласия и отзывы.",
  exportFileName: "мои-данные.json",
  deleteAccount: "Удалить аккаунт",
  deleteTitle: "Удалить аккаунт и все данные?",
  deleteHint: "Удаление необратимо: восстановить аккаунт, чаты и файлы будет нельзя.",
  passwordLabel: "Пароль для подтверждения",
  passwordRequired: "Введите пароль",
  wrongPassword: "Неверный пароль",
  confirm: "Удалить навсегда",
  deleted: "Аккаунт и ваши данные удалены",
  deleteFailed: "Не удалось удалить аккаунт",
  onlyClients: "Аккаунт исполнителя удаляется оператором сервиса",
} as const;
