import { articlePath, PUBLIC_PAGES, servicePath } from "../../../domain/site-pages/site-routes.ts";
import type { Db } from "../../db/client.ts";
import { type CachedValue, cachedValue } from "../../platform/cached-value.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { ARTICLES_TOPIC } from "../articles/article-events.ts";
import { listPublishedArticleDates } from "../articles/service.ts";
import { CATALOGUE_TOPIC } from "../catalogue/catalogue-cache.ts";
import { listPublicServiceDates } from "../catalogue/service.ts";

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** A firm's articles are hundreds; this bounds what one build reads should the table grow wild. */
const SITEMAP_ARTICLES_MAX = 1_000_000;

/**
 * Rebuilt at most this often when no change was announced (a change through the bus rebuilds it
 * at the next request); the bound should the bus be down.
 */
const SITEMAP_CACHE_MS = 10 * 60_000;

export interface SitemapFiles {
  /** What /sitemap.xml answers: the only urlset, or the index of the parts past the limit. */
  root: string;
  /** /sitemap-1.xml, /sitemap-2.xml, …: the urlsets (one, the same as root, when not split). */
  parts: string[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** The sitemap's files, built from the database; dropped on every catalogue or article change. */
    sitemap: CachedValue<SitemapFiles>;
  }
}

interface SitemapUrl {
  path: string;
  lastmod: Date | null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const latest = (dates: Date[]) =>
  dates.reduce<Date | null>((max, date) => (max && max >= date ? max : date), null);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function urlset(urls: SitemapUrl[], publicUrl: string): string {
  const entries = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(parts: { path: string; lastmod: Date | null }[], publicUrl: string): string {
  const entries = parts.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
    return `<sitemap>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/**
 * The files for these addresses: one urlset while they fit `perFile`, else an index naming
 * /sitemap-1.xml … /sitemap-N.xml, each with the latest change of its addresses.
 */
export function sitemapFiles(urls: SitemapUrl[], publicUrl: string, perFile: number): SitemapFiles {
  const chunks: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length || chunks.length === 0; start += perFile) {
    chunks.push(urls.slice(start, start + perFile));
  }
  const parts = chunks.map((chunk) => urlset(chunk, publicUrl));
  if (chunks.length === 1) return { root: parts[0] ?? "", parts };
  const index = chunks.map((chunk, i) => ({
    path: sitemapPartPath(i + 1),
    lastmod: latest(chunk.flatMap((url) => (url.lastmod ? [url.lastmod] : []))),
  }));
  return { root: sitemapIndex(index, publicUrl), parts };
}

/** Every public page, every public service and every published article, with their changes. */
async function sitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const [services, articles] = await Promise.all([
    listPublicServiceDates(db),
    listPublishedArticleDates(db, SITEMAP_ARTICLES_MAX),
  ]);
  const servicesChanged = latest(services.map((service) => service.updatedAt));
  const articlesChanged = latest(articles.map((article) => article.updatedAt));
  const pageChanged: Partial<Record<string, Date | null>> = {
    "/": latest([servicesChanged, articlesChanged].filter((date) => date !== null)),
    "/services": servicesChanged,
    "/articles": articlesChanged,
  };
  return [
    ...Object.keys(PUBLIC_PAGES).map((path) => ({ path, lastmod: pageChanged[path] ?? null })),
    ...services.map((service) => ({ path: servicePath(service.id), lastmod: service.updatedAt })),
    ...articles.map((article) => ({ path: articlePath(article.id), lastmod: article.updatedAt })),
  ];
}

/**
 * Built from the database on the first request after a change and kept: a catalogue or article
 * write drops it on every instance through the event bus (the writer's own at once).
 */
export function createSitemap(
  db: Db,
  events: EventBus,
  { publicUrl, urlsPerFile = SITEMAP_URLS_PER_FILE }: { publicUrl: string; urlsPerFile?: number },
): CachedValue<SitemapFiles> {
  const cache = cachedValue(
    async () => sitemapFiles(await sitemapUrls(db), publicUrl, urlsPerFile),
    SITEMAP_CACHE_MS,
  );
  events.subscribe(CATALOGUE_TOPIC, () => cache.invalidate());
  events.subscribe(ARTICLES_TOPIC, () => cache.invalidate());
  return cache;
}
