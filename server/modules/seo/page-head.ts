import type { FastifyInstance } from "fastify";
import { articleMeta, serviceMeta } from "../../../domain/site-pages/item-meta.ts";
import { PAGE_META, type PageMetaKey, pageMetaOf } from "../../../domain/site-pages/page-meta.ts";
import { SEO_TEXTS } from "../../../domain/site-pages/seo-texts.ts";
import {
  articlePath,
  type SiteRoute,
  servicePath,
  siteRouteOf,
} from "../../../domain/site-pages/site-routes.ts";
import { type Brand, siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { findArticleWithChange } from "../articles/service.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import type { PageHead } from "./head-tags.ts";
import { articleLd, breadcrumbLd, type JsonLd, legalServiceLd, serviceLd } from "./json-ld.ts";
import { articleMain, serviceMain } from "./page-main.ts";

/** The pages anyone may open that are nobody's search result: their texts. */
const APP_PAGE_META: Record<string, PageMetaKey> = {
  "/login": "login",
  "/register": "register",
  "/password-reset": "passwordReset",
};

/**
 * What the server writes into the head of the page at `pathname`, and its status: 200 for every
 * page the SPA has, 404 (noindex) for an unknown address and for a service or article that is
 * missing, a draft or inactive (the SPA shows its not-found page there too). Absolute addresses
 * come from PUBLIC_URL, never from the request's Host header.
 */
export function pageHeadOf(app: FastifyInstance, pathname: string): Promise<PageHead> {
  const route = siteRouteOf(pathname);
  return app.pageHeads.get(cacheKeyOf(route), () => buildPageHead(app, route));
}

/** One head per key: every 404 address shares one, as do all private pages. */
function cacheKeyOf(route: SiteRoute): string {
  switch (route.kind) {
    case "public":
    case "app":
      return route.path;
    case "service":
    case "article":
      return `${route.kind}:${route.id}`;
    case "private":
      return "private";
    case "unknown":
      return "404";
  }
}

async function buildPageHead(app: FastifyInstance, route: SiteRoute): Promise<PageHead> {
  const settings = await getSiteSettings(app.db);
  const publicUrl = app.config.publicUrl;
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const verification = {
    yandex: settings.yandex_verification,
    google: settings.google_verification,
  };
  const brand: Brand = {
    site_name: settings.site_name,
    site_short_name: settings.site_short_name,
    accent_color: settings.accent_color,
    logo_url: settings.logo_url,
  };
  const siteName = siteNameOf(brand);
  const metaOf = (page: PageMetaKey) => pageMetaOf(page, siteName);
  const base = { verification, brand, ogType: "website" as const, jsonLd: [] as JsonLd[] };
  const home = { name: SEO_TEXTS.home, url: absolute("/") };

  const notFound: PageHead = {
    ...base,
    status: 404,
    meta: metaOf("notFound"),
    canonical: null,
    noindex: true,
    // One per kind of page: the server renders a missing service with the service's page and an
    // unknown address with the not-found page (web/entry-server.tsx), and their HTML differs.
    cacheKey: `404:${route.kind}`,
  };

  switch (route.kind) {
    case "public": {
      const meta = metaOf(route.page);
      const url = absolute(route.path);
      const jsonLd =
        route.path === "/"
          ? [legalServiceLd(settings, url)]
          : [breadcrumbLd([home, { name: meta.title, url }])];
      return {
        ...base,
        status: 200,
        meta,
        canonical: url,
        noindex: false,
        jsonLd,
        cacheKey: route.path,
      };
    }
    case "service": {
      const { list } = await app.catalogueCache.get();
      const service = list.find((item) => item.id === route.id);
      if (!service) return notFound;
      const url = absolute(servicePath(service.id));
      return {
        ...base,
        status: 200,
        meta: serviceMeta(service),
        canonical: url,
        noindex: false,
        jsonLd: [
          serviceLd(service, url, settings),
          breadcrumbLd([
            home,
            { name: PAGE_META.services.title, url: absolute("/services") },
            { name: service.title, url },
          ]),
        ],
        main: serviceMain(service),
        cacheKey: `service:${service.id}`,
      };
    }
    case "article":
      return articleHead(app, route.id, { base, home, absolute, settings, notFound });
    case "app":
      return {
        ...base,
        status: 200,
        meta: metaOf(APP_PAGE_META[route.path] ?? "home"),
        canonical: absolute(route.path),
        noindex: false,
        cacheKey: route.path,
      };
    case "private":
      return {
        ...base,
        status: 200,
        // The shell's title until the page names itself in React: the site's, not the build's.
        meta: metaOf("home"),
        canonical: null,
        noindex: true,
        cacheKey: "private",
      };
    case "unknown":
      return notFound;
  }
}

async function articleHead(
  app: FastifyInstance,
  id: number,
  context: {
    base: Pick<PageHead, "verification" | "brand" | "ogType" | "jsonLd">;
    home: { name: string; url: string };
    absolute(path: string): string;
    settings: SiteSettings;
    notFound: PageHead;
  },
): Promise<PageHead> {
  const found = await findArticleWithChange(app.db, id);
  if (!found) return context.notFound;
  const { article, updatedAt } = found;
  const url = context.absolute(articlePath(article.id));
  const meta = articleMeta(article);
  const modified = updatedAt.toISOString();
  return {
    ...context.base,
    status: 200,
    meta,
    canonical: url,
    noindex: false,
    ogType: "article",
    articleDates: { published: article.published_at, modified },
    jsonLd: [
      articleLd(
        article,
        { url, description: meta.description, modifiedAt: modified },
        context.settings,
      ),
      breadcrumbLd([
        context.home,
        { name: PAGE_META.articles.title, url: context.absolute("/articles") },
        { name: article.title, url },
      ]),
    ],
    main: articleMain(article),
    cacheKey: `article:${article.id}`,
  };
}
