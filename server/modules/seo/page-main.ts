/**
 * The main text of a service's page and an article's, written by the server where the HTML shell
 * has its grey placeholder (web/app/html-shell.ts), so a crawler that runs no script and a
 * visitor with scripts off read the page: heading, price or date, the text, links to the lists.
 * Plain HTML, not React: the SPA replaces it when its scripts start, as it replaces the intros
 * of the home, catalogue and reviews pages (docs/decisions/042-search-engines.md).
 */
import type { Article } from "../../../domain/articles/article-schemas.ts";
import { ARTICLE_TEXTS } from "../../../domain/articles/articles.ts";
import { SERVICE_PAGE_TEXTS } from "../../../domain/catalogue/service-page-texts.ts";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { normalizeCategory, SERVICE_CATEGORY_LABELS } from "../../../domain/catalogue/services.ts";
import { servicePriceWords } from "../../../domain/site-pages/item-meta.ts";
import { PAGE_META } from "../../../domain/site-pages/page-meta.ts";
import { SEO_TEXTS } from "../../../domain/site-pages/seo-texts.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import { sanitizeArticleHtml } from "../articles/sanitize-html.ts";
import { escapeHtml } from "./head-tags.ts";

/** A few rules on top of the shell's (.shell-lg, .shell-intro): readable at 390 px without CSS files. */
const MAIN_CSS =
  ".shell-page{padding-bottom:48px}.shell-page nav a,.shell-page .shell-back{font-size:14px;font-weight:600;color:#1c3f7a}" +
  ".shell-page .shell-price{margin:16px 0 0;font-size:26px;font-weight:700;color:#1c3f7a}" +
  ".shell-page .shell-text{white-space:pre-line;max-width:760px}.shell-page img{max-width:100%;height:auto}" +
  ".shell-page .shell-meta{color:#5f666d;font-size:14px}";

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function page(inner: string): string {
  return `<main class="shell-main"><style>${MAIN_CSS}</style><div class="shell-lg shell-intro shell-page">${inner}</div></main>`;
}

export function serviceMain(service: Service): string {
  const crumbs = `<nav aria-label="${escapeHtml(SERVICE_PAGE_TEXTS.breadcrumbs)}"><a href="/">${escapeHtml(SEO_TEXTS.home)}</a> / <a href="/services">${escapeHtml(PAGE_META.services.title)}</a></nav>`;
  const category = SERVICE_CATEGORY_LABELS[normalizeCategory(service.category)];
  return page(
    `${crumbs}<article><h1>${escapeHtml(service.title)}</h1>` +
      `<p class="shell-meta">${escapeHtml(category)}</p>` +
      (service.description ? `<p class="shell-text">${escapeHtml(service.description)}</p>` : "") +
      `<p class="shell-price" data-testid="service-page-price">${escapeHtml(upperFirst(servicePriceWords(service)))}</p>` +
      `</article><p><a class="shell-back" href="/services">${escapeHtml(SERVICE_PAGE_TEXTS.toCatalogue)}</a></p>`,
  );
}

export function articleMain(article: Article): string {
  const back = `<p><a class="shell-back" href="/articles">${escapeHtml(ARTICLE_TEXTS.backToList)}</a></p>`;
  return page(
    `${back}<article><h1>${escapeHtml(article.title)}</h1>` +
      `<p class="shell-meta"><time datetime="${escapeHtml(article.published_at)}">${escapeHtml(formatMoscowDate(article.published_at))}</time></p>` +
      // Cleaned when saved; cleaned again here, as the browser does before showing it.
      `<div class="shell-article">${sanitizeArticleHtml(article.content)}</div></article>${back}`,
  );
}

/** The shell's placeholder main (web/app/html-shell.ts PLACEHOLDER_MAIN). */
const PLACEHOLDER_MAIN = /<main class="shell-main" aria-busy="true">[\s\S]*?<\/main>/;

/** The template with this main text in place of the shell's placeholder (a template without one is left as it is). */
export function withPageMain(template: string, main: string | undefined): string {
  if (!main || !PLACEHOLDER_MAIN.test(template)) return template;
  return template.replace(PLACEHOLDER_MAIN, () => main);
}
