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
