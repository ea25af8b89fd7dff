/** The words of what the server answers search engines (server/modules/seo). */
export const SEO_TEXTS = {
  /** The first step of every BreadcrumbList. */
  home: "Главная",
  sitemapPartNotFound: "Такой части карты сайта нет",
} as const;
