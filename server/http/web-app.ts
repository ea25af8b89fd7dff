import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { moscowDayKey } from "../../domain/day-keys.ts";
import { TEST_MODE_BANNER_TEXT, TEST_MODE_STRIP_HEIGHT } from "../../domain/payments/test-mode.ts";
import { PAGE_INTRO_PATHS } from "../../domain/site-pages/page-intros.ts";
import { siteRouteOf } from "../../domain/site-pages/site-routes.ts";
import { type PageHead, withPageHead } from "../modules/seo/head-tags.ts";
import { pageHeadOf } from "../modules/seo/page-head.ts";
import { withPageMain } from "../modules/seo/page-main.ts";
import { type EncodedBody, encodeOnce, sendEncoded } from "./content-encoding.ts";
import { INITIAL_DATA_ELEMENT_ID, initialDataKeyOf, initialPageData } from "./page-data.ts";
import { loadPageRenderer, type RenderedMarkup } from "./page-render.ts";

/** Compressed pages kept (each about 20 KB in three encodings). */
const ENCODED_PAGES_MAX = 500;

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * non-API GET that matches no file answered with index.html so client routes survive a reload.
 * Text assets go out as the .br/.gz copies `npm run build` wrote next to them (never compressed
 * per request). The page carries the API answers its first screen needs (page-data.ts) and its
 * own head: title, description, canonical, Open Graph, JSON-LD (server/modules/seo). An address
 * the SPA has no page for, and a missing, draft or inactive service or article, answer 404 with
 * the SPA (which shows its not-found page) and noindex.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** Asked per page: the administrator may switch the provider in «Оплата» at any time. */
  { paymentTestMode }: { paymentTestMode: () => boolean },
): Promise<SpaFallback> {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.log.warn(`SPA build not found in ${distDir}; run "npm run build" (npm start does it).`);
    return async () => false;
  }
  const builtIndex = readFileSync(indexPath, "utf8");
  const renderer = ROOT_ELEMENT.test(builtIndex) ? await loadPageRenderer(distDir, app.log) : null;
  // Mantine's styles go in every page's head, rendered or not (web/app/theme-provider.tsx); the
  // browser then renders none inside the root. Without a renderer Mantine writes its own.
  const withHeadStyles = (html: string) =>
    renderer ? html.replace("</head>", () => `${renderer.headStyles}</head>`) : html;
  const indexHtml = withHeadStyles(builtIndex);
  const renderedTemplate = startingWhenNeeded(indexHtml);
  // The pages whose heading and lead the build wrote into their own copy (web/app/html-shell.ts).
  const pageHtml = new Map<string, string>();
  for (const [page, address] of Object.entries(PAGE_INTRO_PATHS)) {
    const file = path.join(distDir, "pages", `${page}.html`);
    if (existsSync(file)) {
      pageHtml.set(address, withHeadStyles(readFileSync(file, "utf8")));
    }
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // dist/web/.vite holds the build's manifest, for the server (page-render.ts), not for visitors.
    dotfiles: "ignore",
    // Picks file.br or file.gz by Accept-Encoding and sets Content-Encoding; a file without
    // copies (an image) is sent as it is.
    preCompressed: true,
    // Our own cache-control (below) instead of the plugin's max-age=0 default.
    cacheControl: false,
    // Since @fastify/static 10 this is given Fastify's reply, not the raw response.
    setHeaders(reply, filePath) {
      // The same address answers br, gzip or plain bytes: a shared cache must key on the header.
      reply.header("vary", "accept-encoding");
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  // Rendering a page costs tens of milliseconds, and so does brotli at its best: a page is rendered
  // and compressed again only when its head or its data has changed. Keyed by the page's head
  // (one per public page, service and article; one per kind of 404 and one for all private pages)
  // and the set of data it carries; the least recently used copies go past ENCODED_PAGES_MAX, so
  // a catalogue of thousands cannot hold them all in memory.
  const encodedPages = new Map<string, { head: PageHead; data: string; body: EncodedBody }>();
  const encodedPage = async (
    key: string,
    head: PageHead,
    data: string,
    compose: () => Promise<string>,
  ) => {
    const cached = encodedPages.get(key);
    if (cached) encodedPages.delete(key);
    // The head is the cache's own object until anything in it changes (page-head-cache.ts), or
    // until its minute's TTL built an equal one: rendering and compressing the page again every
    // minute for nothing held the instance's thread up to a quarter of a second (issue 32).
    if (cached && cached.data === data && sameHead(cached.head, head)) {
      encodedPages.set(key, { ...cached, head });
      return cached.body;
    }
    const body = await encodeOnce(await compose());
    encodedPages.set(key, { head, data, body });
    if (encodedPages.size > ENCODED_PAGES_MAX) {
      const oldest = encodedPages.keys().next().value;
      if (oldest !== undefined) encodedPages.delete(oldest);
    }
    return body;
  };

  /** The page as the browser alone draws it: the shell, with the page's intro where it has one. */
  const shellOf = (head: PageHead, pathname: string, testMode: boolean) =>
    withTestModeStrip(
      (head.status === 200 ? pageHtml.get(pathname.replace(/(.)\/$/, "$1")) : undefined) ??
        indexHtml,
      testMode,
    );

  return async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing asset (an old chunk after a deploy) must be a 404, not index.html served as
    // JavaScript: the SPA's error page then offers a reload.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      pathname !== "/api" &&
      !pathname.startsWith("/assets/") &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return false;
    const head = await pageHeadOf(app, pathname);
    // Asked per page: «Оплата» may switch the provider at any time; each variant has its copies.
    const testMode = paymentTestMode();
    // The header says whether the firm works today (web/app/header.tsx): a copy is kept per day.
    const day = moscowDayKey(new Date());
    const onServer = renderer !== null && isRenderedOnServer(pathname);
    // A page the browser draws names its route's chunks in its head (page-render.ts); private pages
    // share one head, so the set of chunks is part of the cached copy's key.
    const preloads = renderer && !onServer ? renderer.preloadsOf(pathname) : null;
    const build = async () => {
      const data = await initialPageData(app, pathname);
      const compose = async () => {
        const rendered =
          renderer && onServer
            ? await renderer.render(pathname, data ? JSON.parse(data.json) : {})
            : null;
        // A replacer function: in a replacement string `$\``, `$'` and `$&` of a review or a
        // setting would copy the template into itself (docs/decisions/037-malformed-input.md).
        const withHead = rendered
          ? withRenderedPage(withPageHead(renderedTemplate, head), rendered)
          : withPageMain(withPageHead(shellOf(head, pathname, testMode), head), head.main).replace(
              "</head>",
              () => `${preloads?.links ?? ""}</head>`,
            );
        return data
          ? withHead.replace(
              "</body>",
              () =>
                `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${data.json}</script></body>`,
            )
          : withHead;
      };
      const key = `${head.cacheKey} ${data?.key ?? ""} ${testMode} ${preloads?.key ?? ""} ${day}`;
      return encodedPage(key, head, data?.json ?? "", compose);
    };
    // A page whose data is only every page's (settings, auto-lawyer services) or its own item (none
    // of PAGE_INITIAL_DATA's) is built from what the head cache is dropped for (catalogue, articles,
    // «Настройки сайта»; the payment mode is in the key): its compressed HTML is kept with the head. The pages with lists in their
    // data (reviews and tariffs change without an announcement) read their data each time and are
    // rendered again only when it changed (encodedPage).
    const body =
      initialDataKeyOf(pathname) === "*"
        ? await app.pageHeads.get(
            `html ${head.cacheKey} ${testMode} ${preloads?.key ?? ""} ${day}`,
            build,
          )
        : await build();
    reply.code(head.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
    // Private pages and 404s stay out of search results even where robots.txt is not read.
    if (head.noindex) reply.header("x-robots-tag", "noindex");
    sendEncoded(request, reply, body);
    return true;
  };
}

/** Whether two heads say the same (the head cache builds a new, usually equal, one every minute). */
const sameHead = (a: PageHead, b: PageHead) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The root element with the shell the build put inside it (web/app/html-shell.ts); a template
 * without it (a test's stand-in) is never rendered into.
 */
const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/**
 * The public pages and the 404 page are rendered on the server (docs/decisions/044); cabinets,
 * chats, payment and account pages are the browser's (their content is a signed-in user's).
 */
function isRenderedOnServer(pathname: string): boolean {
  const kind = siteRouteOf(pathname).kind;
  return kind === "public" || kind === "service" || kind === "article" || kind === "unknown";
}

/** The built entry's module script, and the preloads of the modules it imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const START_APP = /<script defer src="\/start-app\.js" data-entry="[^"]+"/;

/**
 * index.html for a page the server renders: the entry's module script is not in it, and its
 * modules are not preloaded beside the stylesheet, which they would delay. A small classic script,
 * web/start-app.js (the one script that must not wait for the bundle), adds the entry when
 * the app is needed: right after the first paint for a signed-in visitor (the server drew the
 * guest's header), at the first touch, click, key, wheel or mouse move for a guest. Until then the
 * page is what the server rendered — its text and links work, as with scripts off — and the
 * browser only downloads the entry and the modules it imports (prefetch links, after the paint:
 * most of the bytes in a dozen files; the page's own ~30 small chunks follow at the start, as
 * each prefetch costs the main thread a few milliseconds), so a visitor who reads and leaves never
 * runs them, and the one who taps waits for little download. Run at once instead, the
 * entry's evaluation and the hydration held a phone's main thread for a second or more after the
 * paint (Lighthouse TBT 0.4–1.7 s at 4× CPU); run before the paint, they delayed it until the
 * scripts had arrived (docs/decisions/044-server-rendering.md).
 */
function startingWhenNeeded(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const entryImports = [...html.matchAll(MODULE_PRELOADS)].map((preload) => preload[1]);
  return html
    .replace(MODULE_PRELOADS, "")
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script defer src="/start-app.js" data-entry="${entry}" data-prefetch="${entryImports.join(" ")}"></script>`,
    );
}

/**
 * The page React rendered in place of the shell, marked for the browser to hydrate (main.tsx),
 * with its chunk's styles linked in the head and its chunk's scripts named for
 * start-app.js to fetch (built file names: no character to escape). The rendered page
 * draws the test-mode strip itself.
 */
function withRenderedPage(html: string, rendered: RenderedMarkup): string {
  return html
    .replace("</head>", () => `${rendered.headLinks}</head>`)
    .replace(START_APP, (tag) => `${tag} data-modules="${rendered.scripts.join(" ")}"`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-rendered>${rendered.html}</div>`);
}

/**
 * With the sandbox provider, the page's first HTML starts with the «Тестовый режим оплаты» strip
 * that React draws in the same place (web/ui/payment-test-mode-banner.tsx): shown before any
 * script runs, and the header below it never moves.
 */
function withTestModeStrip(html: string, paymentTestMode: boolean): string {
  if (!paymentTestMode) return html;
  const style = `height:${TEST_MODE_STRIP_HEIGHT}px;display:flex;align-items:center;justify-content:center;background:#1f1f1f;color:#fff;font-size:14px;font-weight:600`;
  const strip = `<aside aria-label="${TEST_MODE_BANNER_TEXT}" style="${style}">${TEST_MODE_BANNER_TEXT}</aside>`;
  return html.replace(/<div id="?root"?>/, (root) => `${root}${strip}`);
}
