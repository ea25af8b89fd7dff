/**
 * The public pages rendered on the server (docs/decisions/044-server-rendering.md): the very
 * route tree and providers the browser runs (routes.tsx, app/providers.tsx), rendered with React's
 * streaming renderer from the API answers the page carries, which the browser then hydrates
 * (main.tsx). Built by `vite build --ssr` into dist/ssr; server/http/page-render.ts loads it.
 * Everything a visitor's browser alone knows (a stored token, the screen's width) is drawn as for
 * a guest on a phone-agnostic page here and while hydrating (web/lib/use-hydrated.ts).
 */
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from "react-router";
import { sanitizeArticleHtml } from "../server/modules/articles/sanitize-html.ts";
import { seedQueriesFrom } from "./app/page-queries.ts";
import { createQueryClient, Providers } from "./app/providers.tsx";
import { ThemeProvider } from "./app/theme-provider.tsx";
import { setSanitizerWithoutDom } from "./lib/safe-html.ts";
import { routes } from "./routes.tsx";

setSanitizerWithoutDom(sanitizeArticleHtml);

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The source files of the matched pages (routes.tsx `handle.module`): their chunks and styles. */
  modules: string[];
}

const handler = createStaticHandler(routes);

/** A render that outlives this is abandoned (the page then goes out unrendered). */
const RENDER_TIMEOUT_MS = 5_000;

const moduleOf = (handle: unknown): string | null =>
  typeof handle === "object" && handle !== null && "module" in handle
    ? String(handle.module)
    : null;

/**
 * The source files of the pages the router would show at `pathname` (routes.tsx `handle.module`),
 * without rendering them: for a page the browser draws, the server preloads their chunks.
 */
export function pageModules(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => moduleOf(match.route.handle))
    .filter((module): module is string => module !== null);
}

/**
 * The page at `pathname` as HTML, rendered from `answers` (the same `{ "/services": [...] }` the
 * page embeds for the browser), or null when the router has no page to render there without the
 * browser (a redirect or a route error: the page then goes out as the shell, as before).
 */
export async function renderPage(
  pathname: string,
  answers: Record<string, unknown>,
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(pathname, "http://server.invalid")));
  if (context instanceof Response || context.errors) return null;
  const client = createQueryClient();
  seedQueriesFrom(client, answers);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <Providers client={client} mantineStylesInHead>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  client.clear();
  const modules = context.matches
    .map((match) => moduleOf(match.route.handle))
    .filter((module): module is string => module !== null);
  return { html, modules };
}

/**
 * Mantine's `<style>` elements (the theme's CSS variables, the `hiddenFrom`/`visibleFrom` classes)
 * for the head of every page the server sends: the provider alone, with no page inside it, renders
 * exactly them (web/app/theme-provider.tsx).
 */
export function mantineHeadStyles(): string {
  return renderToStaticMarkup(<ThemeProvider />);
}

/**
 * The whole page once every lazy part inside it has loaded (`onAllReady`): the HTML is cached and
 * compressed once (server/http/web-app.ts), so a stream cut into pieces would buy nothing.
 */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        resolve(html);
        done();
      },
    });
    // Declared before the stream, which may finish within this call.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(element, {
      // A finished Suspense boundary larger than this goes out after the page with an inline
      // script that moves it in place; the site's CSP runs no inline script (server/app.ts), so
      // every boundary stays in line, where the browser draws it as it parses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
    timeout = setTimeout(() => {
      stream.abort();
      reject(new Error(`the page was not rendered in ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS).unref();
  });
}
