import { expect, test } from "./support/fixtures.ts";

/**
 * The first screen's lists come with the page (server/http/page-data.ts): on slow 4G each API
 * round trip after the scripts was a visible wait. Later requests go to the server as before.
 */
for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`[${viewport.name}] /services draws its catalogue without asking the API again`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const apiReads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && request.method() === "GET")
        apiReads.push(url.pathname);
    });
    await page.goto("/services");
    await expect(page.getByTestId("service-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(apiReads).not.toContain("/api/services");
    expect(apiReads).not.toContain("/api/site-settings");
    // The page's own copy is read once, then dropped: a later read goes to the server.
    await expect(page.locator("#initial-data")).toHaveCount(0);
  });
}

/** The paged lists (issue 15 §2) start from the page they carry: «Показать ещё» reads the rest. */
for (const [path, card] of [
  ["/reviews", "review-card"],
  ["/articles", "article-card"],
] as const) {
  test(`[desktop] ${path} draws its first page without asking the API again`, async ({ page }) => {
    const apiReads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && request.method() === "GET")
        apiReads.push(url.pathname);
    });
    await page.goto(path);
    await expect(page.getByTestId(card).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(apiReads).not.toContain(`/api${path}`);
  });
}

/**
 * The home page asks the API for nothing once hydrated (the floating «Автоюрист» button's services
 * and the tariffs come with it), and its modules come through the preloads start-app.js
 * adds: the bundle's lazy import of the page finds them and adds no link of its own.
 */
test("[phone] the home page starts without asking the API again and with its modules preloaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const apiReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "GET") apiReads.push(url.pathname);
  });
  await page.goto("/");
  await expect(page.getByTestId("service-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(apiReads).toEqual([]);
  const { listed, links } = await page.evaluate(() => ({
    listed:
      document
        .querySelector<HTMLScriptElement>('script[src="/start-app.js"]')
        ?.dataset.modules?.split(" ") ?? [],
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(listed.some((file) => file.includes("home-page"))).toBe(true);
  expect(links.sort()).toEqual([...new Set(listed)].sort());
});

/**
 * A page the browser draws (the login page) names its route's chunks and styles in its head
 * (server/http/page-render.ts), so they download beside the entry instead of after it has run; the
 * bundle's lazy import of the page finds them and adds no link, and nothing is fetched twice.
 */
test("[phone] the login page's HTML preloads its route, and the bundle fetches nothing twice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const html = await (await page.request.get("/login")).text();
  const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? "",
  );
  expect(named.some((file) => /^\/assets\/login-page-[^/]+\.js$/.test(file))).toBe(true);
  // Not a page's preload for a page it is not: the executor's cabinet is no part of it.
  expect(named.some((file) => file.includes("executor"))).toBe(false);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
  });
  await page.goto("/login");
  await expect(
    page.getByRole("heading", { level: 1, name: "Вход в личный кабинет" }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(links.filter((file) => named.includes(file)).sort()).toEqual([...named].sort());
  expect(links.filter((file) => /\/login-page-/.test(file))).toHaveLength(1);
  expect(scripts.length).toBe(new Set(scripts).size);
});
