/**
 * The heading and lead of the pages whose first screen the server sends as HTML before any script
 * runs (web/app/html-shell.ts): the React pages show the same texts from here, so the two cannot
 * drift apart.
 */
export const PAGE_INTROS = {
  home: {
    title: "Удалённый юридический офис онлайн",
    lead: "Квалифицированные юристы помогут с консультацией, договором, претензией или иском — без визитов в офис и очередей.",
  },
  services: {
    title: "Услуги",
    lead: "Выберите услугу, напишите юристу в чат или оплатите сразу. Цена зависит от сложности задачи и окончательно согласуется в чате до начала работы.",
  },
  reviews: {
    title: "Отзывы клиентов",
    lead: "Мы публикуем отзывы реальных клиентов после проверки модератором и отвечаем на каждый.",
  },
} as const;

export type PageIntroKey = keyof typeof PAGE_INTROS;

/** The address of each page that has an intro. */
export const PAGE_INTRO_PATHS: Record<PageIntroKey, string> = {
  home: "/",
  services: "/services",
  reviews: "/reviews",
};
