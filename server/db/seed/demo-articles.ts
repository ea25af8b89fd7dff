import {
  ARTICLE_AFTER_ACCIDENT_HTML,
  ARTICLE_AFTER_ACCIDENT_TITLE,
} from "./texts/article-after-accident.ts";
import {
  ARTICLE_CLAIM_TO_SELLER_HTML,
  ARTICLE_CLAIM_TO_SELLER_TITLE,
} from "./texts/article-claim-to-seller.ts";
import {
  ARTICLE_PERSONAL_BANKRUPTCY_HTML,
  ARTICLE_PERSONAL_BANKRUPTCY_TITLE,
} from "./texts/article-personal-bankruptcy.ts";

/** Demo articles, oldest first; bodies go through insertArticle, which sanitises them. */
export const DEMO_ARTICLES: { title: string; content: string; createdAt: Date }[] = [
  {
    title: ARTICLE_CLAIM_TO_SELLER_TITLE,
    content: ARTICLE_CLAIM_TO_SELLER_HTML,
    createdAt: new Date("2026-08-18T09:00:00Z"),
  },
  {
    title: ARTICLE_AFTER_ACCIDENT_TITLE,
    content: ARTICLE_AFTER_ACCIDENT_HTML,
    createdAt: new Date("2026-09-22T09:00:00Z"),
  },
  {
    title: ARTICLE_PERSONAL_BANKRUPTCY_TITLE,
    content: ARTICLE_PERSONAL_BANKRUPTCY_HTML,
    createdAt: new Date("2026-10-27T09:00:00Z"),
  },
];
