import { SITE_NAME } from "../contacts/contacts.ts";

/**
 * Every page's `<title>` and `<meta name="description">`, in one place: the SPA renders them with
 * React 19's document metadata (web/ui/page-meta.tsx) and index.html starts with the home page's.
 * A search result shows the title (≤ 60 characters reads whole) and the description (≤ 160).
 */
export const PAGE_META = {
  home: {
    title: `${SITE_NAME} — юридические услуги онлайн`,
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
    description: `Вход в личный кабинет ${SITE_NAME}: ваши заказы, чаты с юристом и готовые документы.`,
  },
  passwordReset: {
    title: "Восстановление пароля",
    description: `Ссылка для нового пароля от ${SITE_NAME} на ваш e-mail.`,
  },
  passwordResetConfirm: {
    title: "Новый пароль",
    description: `Новый пароль для входа в ${SITE_NAME}.`,
  },
  staffInvite: {
    title: "Приглашение в команду",
    description: `Приглашение сотрудника в кабинет ${SITE_NAME}: задайте пароль для входа.`,
  },
  emailChangeConfirm: {
    title: "Подтверждение e-mail",
    description: `Подтверждение нового e-mail аккаунта ${SITE_NAME}.`,
  },
  unsubscribe: {
    title: "Отписка от писем",
    description: `Отписка от писем ${SITE_NAME} одной категории.`,
  },
  register: {
    title: "Регистрация",
    description: `Регистрация в ${SITE_NAME}: личный кабинет для заказов, переписки с юристом и документов.`,
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

/** «Услуги и цены — ЮрПомощь Онлайн»; the home page's title already names the site. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}
