import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import { formatRoubles } from "../../../domain/money.ts";
import { articleMeta, serviceMeta } from "../../../domain/site-pages/item-meta.ts";
import { documentTitle, PAGE_META, pageMetaOf } from "../../../domain/site-pages/page-meta.ts";
import { PUBLIC_PAGES } from "../../../domain/site-pages/site-routes.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { DEMO_SITE_NAME } from "../../db/seed/demo-site-settings.ts";
import { createInProcessEventBus } from "../../platform/events/event-bus.ts";
import { roleTokens, TEST_ADMIN } from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { distWithShell } from "../../test/web-dist.ts";
import { insertArticle } from "../articles/service.ts";
import { escapeHtml } from "./head-tags.ts";
import { pageHeadOf } from "./page-head.ts";

const PUBLIC_URL = "https://yurpomosh.example";

let t: TestApp;
let executor: string;
beforeAll(async () => {
  t = await buildTestApp({
    // The seed's hours, as a new site's home page states them in its JSON-LD.
    officeHours: "as-seeded",
    webDistDir: distWithShell(),
    env: {
      PUBLIC_URL,
      PAYMENT_PROVIDER: "sandbox",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
  executor = (await roleTokens(t.app)).executor;
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { "accept-encoding": "identity", ...headers } });

type Ld = Record<string, unknown> & { "@type": string };

/** What a crawler that runs no script reads in the head. */
function headOf(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    titles: [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: attribute(/<meta data-shell name="description" content="([^"]*)">/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)">/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)">/),
    robots: attribute(/<meta name="robots" content="([^"]*)">/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "") as Ld,
    ),
  };
}

/** The page's <main>: the server's text, or the shell's grey placeholder. */
function mainOf(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0];
  if (!main) throw new Error("the page has no <main>");
  return main;
}

const ofType = (items: Ld[], type: string) => items.find((item) => item["@type"] === type);

/** The names of a BreadcrumbList's steps. */
const crumbs = (items: Ld[]) => {
  const list = ofType(items, "BreadcrumbList");
  expect(list, "no BreadcrumbList").toBeDefined();
  return ((list?.itemListElement ?? []) as { name: string }[]).map((step) => step.name);
};

const api = async <T>(url: string) => (await t.app.inject({ url: `/api${url}` })).json() as T;

describe("every public page names itself in the HTML the server sends", () => {
  it.each(Object.entries(PUBLIC_PAGES))("%s", async (address, key) => {
    const response = await page(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBeUndefined();
    const html = response.body;
    expect(html).toMatch(/<html lang="ru"[ >]/);
    const head = headOf(html);
    const meta = pageMetaOf(key, DEMO_SITE_NAME);
    expect(head.titles).toEqual([escapeHtml(documentTitle(meta.title, DEMO_SITE_NAME))]);
    expect(head.description).toBe(escapeHtml(meta.description));
    expect(head.canonical).toBe(new URL(address, PUBLIC_URL).href);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.robots).toBeNull();
    if (address === "/") {
      const firm = ofType(head.jsonLd, "LegalService");
      const settings = await api<SiteSettings>("/site-settings");
      expect(firm).toMatchObject({
        "@context": "https://schema.org",
        name: settings.site_name,
        legalName: settings.company_name,
        telephone: settings.support_phones[0],
        email: settings.support_email,
        openingHoursSpecification: [
          {
            dayOfWeek: expect.arrayContaining(["Monday", "Sunday"]),
            opens: settings.office_hours.week.mon[0]!.from,
            closes: settings.office_hours.week.mon[0]!.to,
          },
        ],
      });
    } else {
      expect(crumbs(head.jsonLd)).toEqual(["Главная", meta.title]);
    }
  });

  it("a service's page: its title, price and description, Service with an Offer in roubles", async () => {
    const list = await api<Service[]>("/services");
    const service = list.find((item) => item.base_price > 0 && item.category !== "auto");
    if (!service) throw new Error("the demo catalogue has no priced service");
    const response = await page(`/services/${service.id}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const meta = serviceMeta(service);
    expect(head.titles).toEqual([escapeHtml(documentTitle(service.title, DEMO_SITE_NAME))]);
    expect(head.description).toBe(escapeHtml(meta.description));
    expect(meta.description).toContain(service.title);
    expect(meta.description).toContain(`${formatRoubles(service.base_price)} ₽`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/services/${service.id}`);
    expect(ofType(head.jsonLd, "Service")).toMatchObject({
      name: service.title,
      url: `${PUBLIC_URL}/services/${service.id}`,
      offers: { "@type": "Offer", priceCurrency: "RUB", price: service.base_price },
    });
    expect(crumbs(head.jsonLd)).toEqual(["Главная", "Услуги и цены", service.title]);
    // The main text, for a reader without scripts: heading, description, price.
    const main = mainOf(response.body);
    expect(main).toContain(`<h1>${escapeHtml(service.title)}</h1>`);
    expect(main).toContain(escapeHtml(service.description.split("\n")[0]!));
    expect(main).toContain(`${formatRoubles(service.base_price)} ₽`);
    expect(main).toContain('href="/services"');
  });

  it("an article's page: its title and preview, Article with its dates", async () => {
    const [item] = await api<ArticleListItem[]>("/articles");
    if (!item) throw new Error("the demo content has no article");
    const response = await page(`/articles/${item.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const head = headOf(html);
    const article = await api<{ title: string; content: string }>(`/articles/${item.id}`);
    expect(head.titles).toEqual([escapeHtml(documentTitle(item.title, DEMO_SITE_NAME))]);
    expect(head.description).toBe(escapeHtml(articleMeta(article).description));
    expect(head.canonical).toBe(`${PUBLIC_URL}/articles/${item.id}`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(ofType(head.jsonLd, "Article")).toMatchObject({
      headline: item.title,
      datePublished: item.published_at,
      mainEntityOfPage: `${PUBLIC_URL}/articles/${item.id}`,
    });
    expect(crumbs(head.jsonLd)).toEqual(["Главная", "Статьи", item.title]);
    const main = mainOf(html);
    expect(main).toContain(`<h1>${escapeHtml(item.title)}</h1>`);
    // The body as published (already clean), its first paragraph whole.
    const firstParagraph = /<p>[\s\S]*?<\/p>/.exec(article.content)?.[0];
    expect(firstParagraph).toBeDefined();
    expect(main).toContain(firstParagraph);
    expect(main).toContain('href="/articles"');
  });

  it("builds every absolute address from PUBLIC_URL, never from the Host header", async () => {
    const html = (
      await page("/about", { host: "evil.example", "x-forwarded-host": "evil.example" })
    ).body;
    expect(html).not.toContain("evil.example");
    expect(headOf(html).canonical).toBe(`${PUBLIC_URL}/about`);
  });
});

describe("no soft 404s", () => {
  it("an unknown address, service or article, a draft and an inactive service answer 404, noindex", async () => {
    const [draft, [inactive]] = await Promise.all([
      insertArticle(t.db, {
        title: "Черновик о наследстве",
        content: "<p>Текст</p>",
        status: "draft",
      }),
      t.db
        .insert(services)
        .values({
          title: "Снятая услуга",
          description: "Её нет в каталоге",
          category: "contracts",
          basePriceKopecks: 100_000,
          isActive: false,
        })
        .returning({ id: services.id }),
    ]);
    for (const url of [
      "/no-such-page",
      "/services/999999",
      "/services/abc",
      "/services/0",
      `/services/${inactive!.id}`,
      "/articles/999999",
      `/articles/${draft.id}`,
      "/articles/1/comments",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
      const head = headOf(response.body);
      expect(head.robots, url).toBe("noindex");
      expect(head.canonical, url).toBeNull();
      expect(head.titles, url).toEqual([
        escapeHtml(documentTitle(PAGE_META.notFound.title, DEMO_SITE_NAME)),
      ]);
      expect(response.body, url).not.toContain("Черновик о наследстве");
      expect(mainOf(response.body), url).toContain('aria-busy="true"');
    }
  });

  it("cabinets, chats, guest chats and payment pages answer 200 with X-Robots-Tag: noindex", async () => {
    for (const url of [
      "/dashboard?tab=profile",
      "/corporate-dashboard",
      "/executor-dashboard",
      "/executor",
      "/chat/3",
      "/guest-chat/0b8e1c52-6a0e-4c1b-9f5e-2d7a8e0c3f11",
      "/payment/result?payment=1",
      "/payment/sandbox/42",
      "/password-reset/confirm?token=x",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
      expect(headOf(response.body).canonical, url).toBeNull();
    }
    for (const url of ["/login", "/register", "/password-reset"]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBeUndefined();
    }
  });
});

describe("text from the database in the head", () => {
  it("a title with quotes, </script> and $-patterns neither breaks the page nor runs", async () => {
    const nasty = `Договор "под ключ" </script><script>alert(1)</script> $& $' $\` <!--`;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/services",
      headers: bearer(executor),
      payload: {
        title: nasty,
        description: `Описание с </title> и "кавычками" $&`,
        tooltip: "Подсказка",
        base_price: 1500,
        category: "contracts",
        price_from: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const html = (await page(`/services/${id}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html.split("<!doctype html>").length - 1).toBe(1);
    expect(html.split('<div id="root">').length - 1).toBe(1);
    const head = headOf(html);
    expect(head.titles).toHaveLength(1);
    expect(ofType(head.jsonLd, "Service")?.name).toBe(nasty);
    expect(head.ogTitle).toBe(escapeHtml(nasty));
    expect(mainOf(html)).toContain(`<h1>${escapeHtml(nasty)}</h1>`);
  });
});

describe("content edits show in the next HTML answer", () => {
  it("a renamed service and a newly published article", async () => {
    const [service] = await api<Service[]>("/services");
    const renamed = `Новое имя услуги ${Date.now()}`;
    const current = (
      await t.app.inject({ url: "/api/executor/services", headers: bearer(executor) })
    ).json() as (Service & { title: string })[];
    const form = current.find((item) => item.id === service!.id)!;
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/services/${service!.id}`,
      headers: bearer(executor),
      payload: {
        title: renamed,
        description: form.description,
        tooltip: form.tooltip,
        base_price: form.base_price,
        category: form.category,
        price_from: form.price_from,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(headOf((await page(`/services/${service!.id}`)).body).titles).toEqual([
      escapeHtml(documentTitle(renamed, DEMO_SITE_NAME)),
    ]);

    const sitemapBefore = (await page("/sitemap.xml")).body;
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/articles",
      headers: bearer(executor),
      payload: {
        title: "Свежая статья о неустойке",
        content: "<p>Как считать неустойку.</p>",
        status: "published",
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json() as { id: number };
    expect(sitemapBefore).not.toContain(`/articles/${id}<`);
    const response = await page(`/articles/${id}`);
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).titles).toEqual([
      escapeHtml(documentTitle("Свежая статья о неустойке", DEMO_SITE_NAME)),
    ]);
    expect((await page("/sitemap.xml")).body).toContain(`<loc>${PUBLIC_URL}/articles/${id}</loc>`);
  });
});

describe("another instance", () => {
  it("drops its heads and sitemap when this one changes the settings or an article", async () => {
    const bus = createInProcessEventBus();
    const first = await buildTestApp({
      events: bus,
      env: {
        PUBLIC_URL,
        PAYMENT_PROVIDER: "sandbox",
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
    });
    const second = await buildTestApp({ shareDatabaseOf: first, events: bus });
    try {
      const token = (await roleTokens(first.app)).executor;
      // The second instance builds and keeps its head and sitemap first.
      expect((await pageHeadOf(second.app, "/about")).verification.google).toBeNull();
      const sitemapBefore = (await second.app.inject({ url: "/sitemap.xml" })).body;

      const settings = (await first.app.inject({ url: "/api/site-settings" })).json();
      const saved = await first.app.inject({
        method: "PUT",
        url: "/api/site-settings",
        headers: bearer(token),
        payload: { ...settings, google_verification: "cross-instance-1" },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const posted = await first.app.inject({
        method: "POST",
        url: "/api/articles",
        headers: bearer(token),
        payload: {
          title: "Статья с другого узла",
          content: "<p>Текст статьи.</p>",
          status: "published",
        },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const { id } = posted.json() as { id: number };
      expect(sitemapBefore).not.toContain(`/articles/${id}<`);

      // The bus delivers after the publisher's code has moved on (as Redis does).
      await expect
        .poll(async () => (await pageHeadOf(second.app, "/about")).verification.google)
        .toBe("cross-instance-1");
      await expect
        .poll(async () => (await second.app.inject({ url: "/sitemap.xml" })).body)
        .toContain(`<loc>${PUBLIC_URL}/articles/${id}</loc>`);
      expect((await pageHeadOf(second.app, `/articles/${id}`)).status).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("webmaster verification codes from «Настройки сайта»", () => {
  it("are meta tags in every page's head once set, and absent while not", async () => {
    // Built and kept before the change: «О нас» and «Вход» carry only the settings, so their
    // whole page is kept with the head and must be dropped too.
    for (const url of ["/", "/about", "/login"]) {
      expect((await page(url)).body).not.toContain("yandex-verification");
    }
    const settings = await api<SiteSettings>("/site-settings");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-settings",
      headers: bearer(executor),
      payload: {
        ...settings,
        yandex_verification: "a1b2c3d4e5f60718",
        google_verification: "Gx_-9",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of ["/", "/articles", "/about", "/login"]) {
      const html = (await page(url)).body;
      expect(html).toContain('<meta name="yandex-verification" content="a1b2c3d4e5f60718">');
      expect(html).toContain('<meta name="google-site-verification" content="Gx_-9">');
    }
  });
});

/** A sitemap file read strictly: the declaration, one root element, entries of <loc> and <lastmod>. */
function parseSitemap(xml: string): {
  kind: "urlset" | "sitemapindex";
  entries: { loc: string; lastmod: string | null }[];
} {
  const match =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<(urlset|sitemapindex) xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n([\s\S]*)\n<\/\1>\n$/.exec(
      xml,
    );
  if (!match) throw new Error(`not a sitemap: ${xml.slice(0, 200)}`);
  const kind = match[1] as "urlset" | "sitemapindex";
  const tag = kind === "urlset" ? "url" : "sitemap";
  const entry = new RegExp(
    `^<${tag}><loc>([^<]+)</loc>(?:<lastmod>(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z)</lastmod>)?</${tag}>$`,
  );
  const entries = (match[2] ?? "")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const parsed = entry.exec(line);
      if (!parsed) throw new Error(`not a ${tag} entry: ${line}`);
      const loc = (parsed[1] ?? "").replace(/&amp;/g, "&");
      expect(new URL(loc).href).toBe(loc);
      return { loc, lastmod: parsed[2] ?? null };
    });
  return { kind, entries };
}

describe("/sitemap.xml and /robots.txt", () => {
  it("the sitemap lists the public pages, every active service and published article", async () => {
    const response = await page("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const { kind, entries } = parseSitemap(response.body);
    expect(kind).toBe("urlset");
    const locs = entries.map((entry) => entry.loc);
    const list = await api<Service[]>("/services");
    const articles = await api<ArticleListItem[]>("/articles?limit=50");
    expect(locs.sort()).toEqual(
      [
        ...Object.keys(PUBLIC_PAGES),
        ...list.map((service) => `/services/${service.id}`),
        ...articles.map((article) => `/articles/${article.id}`),
      ]
        .map((address) => new URL(address, PUBLIC_URL).href)
        .sort(),
    );
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    expect(byLoc.get(`${PUBLIC_URL}/services/${list[0]!.id}`)).not.toBeNull();
    expect(byLoc.get(`${PUBLIC_URL}/articles`)).not.toBeNull();
  });

  it("drops a deactivated service at the next request", async () => {
    const [service] = await api<Service[]>("/services");
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, service!.id));
    // What a write through the back office does (announceCatalogueChange), on any instance.
    await t.app.events.publish("catalogue:changed", {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await page("/sitemap.xml")).body).not.toContain(`/services/${service!.id}<`);
    expect((await page(`/services/${service!.id}`)).statusCode).toBe(404);
    await t.db.update(services).set({ isActive: true }).where(eq(services.id, service!.id));
    await t.app.events.publish("catalogue:changed", {});
  });

  it("robots.txt closes the API and the private pages and names the sitemap absolutely", async () => {
    const response = await page("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n").filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Sitemap): \S+$/);
    const disallowed = lines
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice(10));
    for (const closed of [
      "/api/",
      "/dashboard",
      "/executor",
      "/chat/",
      "/guest-chat/",
      "/payment/",
    ]) {
      expect(disallowed).toContain(closed);
    }
    // Nothing public is closed by a prefix.
    for (const open of Object.keys(PUBLIC_PAGES).filter((address) => address !== "/")) {
      expect(
        disallowed.some((prefix) => open.startsWith(prefix)),
        open,
      ).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("a sitemap past its file limit", () => {
  it("becomes an index of parts that together list every address once", async () => {
    const small = await buildTestApp({
      sitemapUrlsPerFile: 7,
      env: { PUBLIC_URL, PAYMENT_PROVIDER: "sandbox" },
    });
    try {
      const get = (url: string) => small.app.inject({ url });
      const whole = (await small.app.inject({ url: "/api/services" })).json() as Service[];
      const root = parseSitemap((await get("/sitemap.xml")).body);
      expect(root.kind).toBe("sitemapindex");
      const parts = root.entries.map((entry) => entry.loc);
      expect(parts[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);
      const listed: string[] = [];
      for (const part of parts) {
        const response = await get(new URL(part).pathname);
        expect(response.statusCode).toBe(200);
        const file = parseSitemap(response.body);
        expect(file.kind).toBe("urlset");
        expect(file.entries.length).toBeGreaterThan(0);
        expect(file.entries.length).toBeLessThanOrEqual(7);
        listed.push(...file.entries.map((entry) => entry.loc));
      }
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(
        expect.arrayContaining(whole.map((s) => `${PUBLIC_URL}/services/${s.id}`)),
      );
      expect(listed.length).toBeGreaterThan(7);
      expect(parts).toHaveLength(Math.ceil(listed.length / 7));
      expect((await get(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
      expect((await get("/sitemap-0.xml")).statusCode).toBe(400);
    } finally {
      await small.close();
    }
  });
});
