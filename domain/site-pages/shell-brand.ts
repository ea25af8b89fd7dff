/**
 * The header's brand in the HTML shell (web/app/html-shell.ts): what shows before any script has
 * run. The build writes it with the defaults; the server writes each page's with the firm's
 * name and logo (server/modules/seo/head-tags.ts), so a change in «Оформление» is in the next page
 * without a new build. Plain strings: vite.config.ts loads the shell in Node.
 */
import { type Brand, logoSrcOf, shortSiteNameOf, siteNameOf } from "../site-settings/brand.ts";

/** The shell's brand link, whatever name and logo it was written with. */
export const SHELL_BRAND = /<a class="shell-brand"[^>]*>[\s\S]*?<\/a>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The brand link: the logo, the full name, and the short one that narrow screens show instead. */
export function shellBrandHtml(brand: Brand): string {
  const name = escapeHtml(siteNameOf(brand));
  const short = escapeHtml(shortSiteNameOf(brand));
  const names =
    short === name
      ? `<span>${name}</span>`
      : `<span class="shell-name-full">${name}</span><span class="shell-name-short">${short}</span>`;
  return `<a class="shell-brand" href="/" aria-label="${name} — на главную"><img src="${escapeHtml(logoSrcOf(brand))}" alt="" width="34" height="34">${names}</a>`;
}
