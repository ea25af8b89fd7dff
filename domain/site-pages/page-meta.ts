/**
 * Where a text names the site: filled with the firm's name (domain/site-settings/brand.ts) by
 * pageMetaOf and documentTitle, so the texts stay constants and the name stays a setting.
 */
export const SITE_NAME_SLOT = "{сайт}";

/**
 * Every page's `<title>` and `<meta name="description">`, in one place: the SPA renders them with
 * React 19's document metadata (web/ui/page-meta.tsx) and index.html starts with the home page's.
 * A search result shows the title (≤ 60 characters reads whole) and the description (≤ 160).
 */
export const PAGE_META = {
  home: {
    title: "{сайт} — юридические услуги онлайн",
    description:
      "Юридические услуги онлайн: консультации, договоры, претензии, иски. Юрист в чате, оплата онлайн, готовые документы в личном кабинете.",
  },
  services: {
    title: "Услуги и цены",
    description:
      "Каталог юридических услуг с ценами: консультации, составление договоров, претензий и исков. Закажите онлайн и обсудите задачу с юристом в чате.",
  },
  about: {
    title: "О нас",
    description:
      "Дистанционная юридическая служба: консультируем граждан и бизнес, готовим договоры, претензии, иски и жалобы без визитов в офис.",
  },
  orderInstructions: {
    title: "Как заказать и оплатить",
    description:
      "Как заказать юридическую услугу онлайн: выбор услуги, обсуждение с юристом в чате, оплата онлайн, получение документов.",
  },
  contractTypes: {
    title: "Виды договоров",
    description:
      "Составим договор под вашу ситуацию или проверим готовый проект: договоры, с которыми к нам обращаются чаще всего.",
  },
  lawsuitTypes: {
    title: "Виды исков",
    description:
      "Подготовим исковое заявление с расчётом требований и списком доказательств, подскажем подсудность и размер госпошлины.",
  },
  autoLawyer: {
    title: "Автоюрист",
    description:
      "Помощь водителям и владельцам автомобилей: ДТП, споры со страховыми компаниями, лишение прав, конфликты с автосалонами. Стоимость — до начала работы.",
  },
  reviews: {
    title: "Отзывы клиентов",
    description:
      "Отзывы клиентов о работе наших юристов: проверены модератором, на каждый отзыв мы отвечаем.",
  },
  articles: {
    title: "Статьи",
    description:
      "Статьи юристов простым языком: права потребителей, договоры, претензии, суды и защита своих интересов.",
  },
  login: {
    title: "Вход",
    description: "Вход в личный кабинет {сайт}: ваши заказы, чаты с юристом и готовые документы.",
  },
  loginComplete: {
    title: "Вход с Яндекс ID",
    description: "Завершение входа в {сайт} с Яндекс ID.",
  },
  passwordReset: {
    title: "Восстановление пароля",
    description: "Ссылка для нового пароля от {сайт} на ваш e-mail.",
  },
  passwordResetConfirm: {
    title: "Новый пароль",
    description: "Новый пароль для входа в {сайт}.",
  },
  staffInvite: {
    title: "Приглашение в команду",
    description: "Приглашение сотрудника в кабинет {сайт}: задайте пароль для входа.",
  },
  emailChangeConfirm: {
    title: "Подтверждение e-mail",
    description: "Подтверждение нового e-mail аккаунта {сайт}.",
  },
  unsubscribe: {
    title: "Отписка от писем",
    description: "Отписка от писем {сайт} одной категории.",
  },
  register: {
    title: "Регистрация",
    description:
      "Регистрация в {сайт}: личный кабинет для заказов, переписки с юристом и документов.",
  },
  dashboard: {
    title: "Личный кабинет",
    description: "Ваши заказы, чаты с юристом, платежи и готовые документы.",
  },
  executor: {
    title: "Кабинет исполнителя",
    description: "Заказы, чаты, каталог и настройки сайта.",
  },
  chat: {
    title: "Чат с юристом",
    description: "Переписка с юристом по вашему заказу.",
  },
  paymentResult: {
    title: "Результат оплаты",
    description: "Статус вашего платежа.",
  },
  sandboxPayment: {
    title: "Оплата заказа",
    description: "Оплата заказа картой.",
  },
  notFound: {
    title: "Страница не найдена",
    description: "Такой страницы нет на сайте: перейдите на главную или в каталог услуг.",
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type PageMetaKey = keyof typeof PAGE_META;

const withSiteName = (text: string, siteName: string) =>
  text.replaceAll(SITE_NAME_SLOT, () => siteName);

/** A page's title and description with the site's name in them. */
export function pageMetaOf(
  page: PageMetaKey,
  siteName: string,
): { title: string; description: string } {
  const meta = PAGE_META[page];
  return {
    title: withSiteName(meta.title, siteName),
    description: withSiteName(meta.description, siteName),
  };
}

/** «Услуги и цены — Юридическое бюро Иванова»; the home page's title already names the site. */
export function documentTitle(title: string, siteName: string): string {
  const own = withSiteName(title, siteName);
  return own.includes(siteName) ? own : `${own} — ${siteName}`;
}
