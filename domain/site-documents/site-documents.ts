export const SITE_DOCUMENT_KEYS = ["offer", "privacy_policy"] as const;
export type SiteDocumentKey = (typeof SITE_DOCUMENT_KEYS)[number];

export const SITE_DOCUMENT_TITLES: Record<SiteDocumentKey, string> = {
  offer: "Публичная оферта",
  privacy_policy: "Политика обработки персональных данных",
};

/** Shown instead of a document when it cannot be loaded (spec 1 §8). */
export const SITE_DOCUMENT_FALLBACKS: Record<SiteDocumentKey, string> = {
  offer: "Оферта временно недоступна",
  privacy_policy: "Политика обработки персональных данных временно недоступна",
};
