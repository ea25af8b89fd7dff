import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { RenderedPage } from "../../web/entry-server.tsx";

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageRenderer {
  /**
   * The page's HTML for `<div id="root">` and the `<link>`s of its own styles, or null
   * when it cannot be rendered (the page then goes out as the shell, the browser renders it).
   */
  render(pathname: string, answers: Record<string, unknown>): Promise<RenderedMarkup | null>;
  /**
   * For a page the browser draws (the shell): `<link>`s that fetch its route's chunks and styles
   * beside the entry, and a key naming that set (pages with the same links share it).
   */
  preloadsOf(pathname: string): ShellPreloads;
  /**
   * Mantine's `<style>` elements for the head of every page (web/app/theme-provider.tsx): inside
   * `<div id="root">`, where the provider would write them, HTML permits no `<style>`.
   */
  headStyles: string;
}

export interface ShellPreloads {
  key: string;
  links: string;
}

export interface RenderedMarkup {
  html: string;
  /** `<link rel="stylesheet">` for the page's own chunks. */
  headLinks: string;
  /** The page's chunks and every chunk they import, as `/assets/….js` (preloaded after paint). */
  scripts: string[];
}

/**
 * The server renderer built by `npm run build` (web/entry-server.tsx → dist/ssr), or null when the
 * build has none (the public pages then go out as the shell the browser fills, as in development).
 */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const entry = path.join(distDir, "..", "ssr", "entry-server.js");
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(entry) || !existsSync(manifestPath)) {
    log.warn("No server renderer in the build: public pages are rendered in the browser only.");
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const { renderPage, pageModules, mantineHeadStyles } = (await import(
    pathToFileURL(entry).href
  )) as {
    renderPage(pathname: string, answers: Record<string, unknown>): Promise<RenderedPage | null>;
    pageModules(pathname: string): string[];
    mantineHeadStyles(): string;
  };
  const stylesOf = pageStyles(manifest);
  const shellPreloads = routePreloads(manifest);
  return {
    headStyles: mantineHeadStyles(),
    preloadsOf: (pathname) => shellPreloads(pageModules(pathname)),
    async render(pathname, answers) {
      try {
        const page = await renderPage(pathname, answers);
        return (
          page && {
            html: page.html,
            headLinks: stylesOf(page.modules),
            scripts: [...chunksOf(manifest, page.modules)].map((chunk) => `/${chunk.file}`),
          }
        );
      } catch (error) {
        log.error({ err: error, pathname }, "server rendering failed; the shell is sent instead");
        return null;
      }
    },
  };
}

/**
 * The stylesheets of the rendered pages' chunks and of the chunks they import, so the HTML is
 * drawn as the browser will draw it (no jump when the chunk arrives); the entry's are in the page
 * already. Their scripts are not preloaded in the HTML: the app starts only after the first paint
 * (web/start-app.js fetches them then), and scripts downloading beside the stylesheet
 * delay it.
 */
function pageStyles(manifest: Record<string, ManifestChunk>) {
  const entryCss = stylesheetsOf(manifest, ["index.html"]);
  return (modules: string[]): string =>
    [...stylesheetsOf(manifest, modules)]
      .filter((file) => !entryCss.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`)
      .join("");
}

/**
 * A page the browser draws finds its route's chunks only once the entry has run and the router has
 * imported the route: on slow 4G a second wave of round trips after the first (the login page's
 * ~25 small chunks, decision 018's addendum of 29 Nov). Named in the shell's head, they download
 * beside the entry: `modulepreload` for the scripts (the bundle's preload helper skips an address
 * linked already), and the stylesheets, so the page is drawn styled at once. Built once per set of
 * modules.
 */
function routePreloads(manifest: Record<string, ManifestChunk>) {
  const entryChunks = chunksOf(manifest, ["index.html"]);
  const entryCss = stylesheetsOf(manifest, ["index.html"]);
  const built = new Map<string, ShellPreloads>();
  return (modules: string[]): ShellPreloads => {
    const key = modules.join(" ");
    const known = built.get(key);
    if (known) return known;
    const chunks = [...chunksOf(manifest, modules)].filter((chunk) => !entryChunks.has(chunk));
    const scripts = chunks.map(
      (chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
    );
    const styles = [...stylesheetsOf(manifest, modules)]
      .filter((file) => !entryCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const preloads = { key, links: [...styles, ...scripts].join("") };
    built.set(key, preloads);
    return preloads;
  };
}

/** The stylesheets of the manifest's chunks `keys` and of every chunk they import. */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  return new Set([...chunksOf(manifest, keys)].flatMap((chunk) => chunk.css ?? []));
}

/** The manifest's chunks `keys` and every chunk they import, each once. */
function chunksOf(manifest: Record<string, ManifestChunk>, keys: string[]): Set<ManifestChunk> {
  const chunks = new Set<ManifestChunk>();
  const queue = [...keys];
  while (queue.length > 0) {
    const chunk = manifest[queue.pop() as string];
    if (!chunk || chunks.has(chunk)) continue;
    chunks.add(chunk);
    queue.push(...(chunk.imports ?? []));
  }
  return chunks;
}
