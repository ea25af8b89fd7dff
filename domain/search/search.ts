/**
 * Full-text search of the cabinets (issue 14 §4): the query's limits, how many hits each group
 * shows, and every text of the route and the screens, once for the server and the web.
 */

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

/** The most hits one answer carries per group: a search finds, it does not page through a list. */
export const SEARCH_GROUP_LIMITS = {
  messages: 20,
  chats: 10,
  files: 10,
  articles: 10,
  services: 10,
} as const;

/** Groups in the order the screen shows them. */
export const SEARCH_GROUPS = ["messages", "chats", "files", "articles", "services"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_TEXTS = {
  queryRequired: `Введите запрос: от ${SEARCH_QUERY_MIN} символов`,
  queryTooShort: `Запрос слишком короткий: нужно от ${SEARCH_QUERY_MIN} символов`,
  queryTooLong: `Запрос слишком длинный: не больше ${SEARCH_QUERY_MAX} символов`,
  title: "Поиск",
  executorLead:
    "По сообщениям всех чатов, клиентам и гостям (имя, e-mail, телефон), файлам, статьям и услугам.",
  clientLead: "По сообщениям и файлам ваших чатов и по вашему архиву.",
  label: "Что найти",
  executorPlaceholder: "Слово из переписки, имя, e-mail или телефон",
  clientPlaceholder: "Слово из переписки или название файла",
  hint: `Введите от ${SEARCH_QUERY_MIN} символов. Слова ищутся во всех формах: «договор» найдёт и «договоры». Фраза в кавычках ищется целиком, слово с минусом исключается.`,
  searching: "Ищем…",
  failed: "Не удалось выполнить поиск",
  nothingFound: (query: string) => `По запросу «${query}» ничего не нашлось`,
  resultsLabel: "Результаты поиска",
  groups: {
    messages: "Сообщения",
    chats: "Чаты",
    files: "Файлы",
    articles: "Статьи",
    services: "Услуги",
  } satisfies Record<SearchGroup, string>,
  /** Read by screen readers after each search (the groups' counts). */
  found: (total: number) => (total === 0 ? "Ничего не нашлось" : `Найдено: ${total}`),
  guest: "Гость",
  guestChat: "Гостевой чат",
  client: "Клиент",
  you: "Вы",
  lawyer: "Юрист",
  system: "Система",
  chatFile: "Файл чата",
  archiveFile: "Архив",
  draft: "Черновик",
  published: "Опубликована",
  inactive: "Выключена",
  openMessage: (title: string) => `Открыть сообщение в чате «${title}»`,
} as const;
