/** Texts of the executor's «Корпоративные клиенты» tab (spec 3 «Corporate clients»). */
export const CORPORATE_CLIENTS_TEXTS = {
  title: "Корпоративные клиенты",
  lead: "ИП и юридические лица. Нажмите на клиента, чтобы открыть его кабинет в режиме просмотра.",
  searchLabel: "Поиск",
  searchPlaceholder: "Компания, контактное лицо, e-mail, телефон или ИНН",
  loading: "Загрузка клиентов...",
  loadFailed: "Не удалось загрузить корпоративных клиентов",
  empty: "Корпоративных клиентов пока нет",
  nothingFound: "Никого не нашлось",
  noCompanyName: "Компания не указана",
  profileFilled: "Карточка заполнена",
  profileMissing: "Карточка не заполнена",
  inn: (inn: string) => `ИНН ${inn}`,
  registered: (date: string) => `Зарегистрирован ${date}`,
  open: "Открыть кабинет",
  openLabel: (name: string) => `Открыть кабинет клиента: ${name}`,
} as const;
