/**
 * What index.html shows before any script has run (put in at build time by vite.config.ts): the
 * header with the site name and grey placeholders for the page, styled by a few inline rules.
 * The pages with an intro (domain/site-pages/page-intros.ts: home, services, reviews) get their
 * own copy, dist/web/pages/<page>.html, with their real heading and lead instead of the grey
 * lines; the server sends it for their address, so their main text is on screen at first paint.
 * On slow 4G the scripts take seconds; before this the screen stayed white, then showed a
 * spinner. React replaces it once the first page's code is loaded (web/main.tsx), and the real
 * header takes exactly the shell's place, so nothing moves.
 *
 * Plain strings, no React: vite.config.ts loads this file in Node.
 */
import { PAGE_INTROS, type PageIntroKey } from "../../domain/site-pages/page-intros.ts";
import { documentTitle, type PageMetaKey, pageMetaOf } from "../../domain/site-pages/page-meta.ts";
import { shellBrandHtml } from "../../domain/site-pages/shell-brand.ts";
import { BRAND_DEFAULTS, DEFAULT_SITE_NAME } from "../../domain/site-settings/brand.ts";
import { HEADER_HEIGHT } from "./header-height.ts";

// The theme's font stack and navy (web/app/theme.ts), Mantine's container and header sizes
// (web/app/header.tsx: a 34 px contact strip from the md breakpoint, then a 64 px header).
const SHELL_CSS = `
body{margin:0;font-family:Inter,-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:1.55;background:#fff;color:#000;-webkit-font-smoothing:antialiased}
.shell-strip{display:none;height:34px;background:var(--mantine-color-navy-9,#1c3f7a)}
.shell-header{box-sizing:border-box;height:${HEADER_HEIGHT + 1}px;border-bottom:1px solid #e9ecef;background:#fff}
.shell-container{box-sizing:border-box;max-width:82.5rem;height:100%;margin:0 auto;padding:0 1rem;display:flex;align-items:center}
.shell-container-narrow{max-width:71.25rem;display:block;padding-top:1.5rem}
.shell-brand{display:flex;align-items:center;gap:10px;text-decoration:none;color:var(--mantine-color-navy-9,#1c3f7a);font-weight:800;font-size:17px;line-height:1.1;white-space:nowrap}
.shell-brand img{display:block;object-fit:contain}
.shell-name-full{display:none}
.shell-main{min-height:calc(100dvh - ${HEADER_HEIGHT + 1}px)}
.shell-line{height:16px;margin:0 0 12px;border-radius:4px;background:#f1f3f5}
.shell-title{height:34px;width:55%;margin-bottom:20px;background:#e9ecef}
.shell-lg{box-sizing:border-box;max-width:71.25rem;margin:0 auto;padding:0 1rem}
.shell-hero{padding:40px 0;border-bottom:1px solid #e9ecef;background:radial-gradient(circle at 85% 15%,rgba(101,139,205,.18),transparent 45%),linear-gradient(180deg,#eef3fb 0%,#fff 100%)}
.shell-hero h1{margin:0;font-size:32px;line-height:1.15;font-weight:700}
.shell-intro{padding-top:20px}
.shell-intro h1{margin:0;font-size:26px;line-height:1.2;font-weight:700}
.shell-lead{margin:10px 0 0;max-width:760px;font-size:1.125rem;line-height:1.6;color:#5f666d}
.shell-hero .shell-lead{margin-top:20px;max-width:none}
@media (min-width:48em){.shell-brand{font-size:19px}.shell-name-full{display:inline}.shell-name-short{display:none}.shell-container-narrow{padding-top:2rem}.shell-hero{padding:72px 0}.shell-hero h1{font-size:48px}.shell-intro{padding-top:32px}.shell-intro h1{font-size:34px}}
@media (min-width:62em){.shell-strip{display:block}.shell-hero-main{max-width:calc(100% * 7 / 12 - 20px)}}
`
  .trim()
  .replace(/\n/g, "");

// Written with the defaults: the server puts the firm's brand in each page (domain/site-pages/shell-brand.ts).
const SHELL_HEADER = `<div class="shell-strip"></div><header class="shell-header"><div class="shell-container">${shellBrandHtml(BRAND_DEFAULTS)}</div></header>`;
const PLACEHOLDER_MAIN = `<main class="shell-main" aria-busy="true"><div class="shell-container shell-container-narrow"><div class="shell-line shell-title"></div><div class="shell-line" style="width:90%"></div><div class="shell-line" style="width:70%"></div></div></main>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The title and description a page has before scripts run (for the tab and for crawlers that run
 * none). Marked, so main.tsx removes them when the React pages' own take over.
 */
export function shellMetaTags(page: PageMetaKey) {
  const { title, description } = pageMetaOf(page, DEFAULT_SITE_NAME);
  // The build names no firm; the server writes each page's title with the site's name.
  return `<title data-shell>${escapeHtml(documentTitle(title, DEFAULT_SITE_NAME))}</title><meta data-shell name="description" content="${escapeHtml(description)}">`;
}

/** The page's heading and lead where the React page draws them (home-hero.tsx, PageHeading). */
function introMain(page: PageIntroKey): string {
  const { title, lead } = PAGE_INTROS[page];
  const text = `<h1>${escapeHtml(title)}</h1><p class="shell-lead">${escapeHtml(lead)}</p>`;
  const body =
    page === "home"
      ? `<div class="shell-hero"><div class="shell-lg"><div class="shell-hero-main">${text}</div></div></div>`
      : `<div class="shell-lg shell-intro">${text}</div>`;
  return `<main class="shell-main" aria-busy="true">${body}</main>`;
}

/** index.html with the home page's title, the inline styles in its head and the shell inside #root. */
export function withHtmlShell(html: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root");
  // Replacer functions: a `$` in a text would otherwise be read as a pattern (decision 037).
  if (!html.includes('<html lang="ru">')) throw new Error('index.html has no <html lang="ru">');
  return (
    html
      // Mantine's light scheme before its script runs: a page rendered on the server is drawn with it.
      .replace('<html lang="ru">', '<html lang="ru" data-mantine-color-scheme="light">')
      .replace("</head>", () => `${shellMetaTags("home")}<style>${SHELL_CSS}</style></head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${SHELL_HEADER}${PLACEHOLDER_MAIN}</div>`,
      )
  );
}

/** The built index.html (already with the shell) for one page with an intro: its texts in place. */
export function withPageIntro(builtHtml: string, page: PageIntroKey): string {
  const genericMeta = shellMetaTags("home");
  if (!builtHtml.includes(PLACEHOLDER_MAIN) || !builtHtml.includes(genericMeta)) {
    throw new Error("the built index.html has no HTML shell to fill");
  }
  return builtHtml
    .replace(genericMeta, () => shellMetaTags(page))
    .replace(PLACEHOLDER_MAIN, () => introMain(page));
}
