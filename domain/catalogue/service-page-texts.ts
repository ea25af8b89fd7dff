/**
 * The words of a service's own page (web/features/catalogue/service-page.tsx), apart from
 * services.ts, which the home page loads: they ship only with that page's chunk.
 */
export const SERVICE_PAGE_TEXTS = {
  loading: "Загрузка услуги...",
  toCatalogue: "Ко всем услугам",
  breadcrumbs: "Путь к странице",
  alsoRecommended: "Рекомендуем также",
} as const;
