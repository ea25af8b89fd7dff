import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_NAME } from "../../../domain/site-settings/brand.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../domain/site-settings/site-settings-texts.ts";
import { DEMO_SITE_NAME } from "../../db/seed/demo-site-settings.ts";
import { createInProcessEventBus } from "../../platform/events/event-bus.ts";
import { roleTokens, TEST_ADMIN } from "../../test/back-office.ts";
import { createServiceOk } from "../../test/catalogue-fixtures.ts";
import { formBody, openClientChat, type UploadFile } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { putSiteSettings, readSiteSettings } from "../../test/site-settings-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { distWithShell } from "../../test/web-dist.ts";
import { sendDueMail } from "../mail/outbox.ts";
import { sweepOrphanedFiles } from "../storage/orphan-sweep.ts";

/** A real PNG of `width` × `height` pixels (one grey row each), as an image editor writes one. */
function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4); // Readers check it; ours reads only the header.
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  return bytesOf(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A file's bytes as the form helper takes them. */
const bytesOf = (data: Uint8Array | string) =>
  new Uint8Array(typeof data === "string" ? Buffer.from(data) : data);

const FIRM = "Юридическое бюро Иванова";

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let executor: string;
let client: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    webDistDir: distWithShell(),
    env: {
      PUBLIC_URL: "https://bureau.example",
      PAYMENT_PROVIDER: "sandbox",
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Не это имя" <robot@bureau.example>',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
  ({ admin, executor, client } = await roleTokens(t.app));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settings = () => readSiteSettings(t.app);
const put = (token: string, body: Record<string, unknown>) => putSiteSettings(t.app, token, body);
const page = async (url: string) => (await t.app.inject({ url })).body;

async function uploadLogo(token: string | null, file: UploadFile) {
  const body = await formBody({}, [{ field: "file", file }]);
  return t.app.inject({
    method: "PUT",
    url: "/api/site-settings/logo",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

describe("the site's name", () => {
  it("is the demo's until the firm names it, then the firm's everywhere a page names the site", async () => {
    expect((await settings()).site_name).toBe(DEMO_SITE_NAME);
    const before = await page("/about");
    expect(before).toContain(DEMO_SITE_NAME);

    const saved = await put(admin, {
      ...(await settings()),
      site_name: FIRM,
      site_short_name: "Бюро Иванова",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ site_name: FIRM, site_short_name: "Бюро Иванова" });

    for (const url of ["/", "/about", "/services", "/login", "/dashboard", "/no-such-page"]) {
      const html = await page(url);
      expect(html, url).not.toContain(DEMO_SITE_NAME);
      expect(html, url).toMatch(new RegExp(`<title data-shell>[^<]*${FIRM}`));
    }
    const about = await page("/about");
    expect(about).toContain(`<meta property="og:site_name" content="${FIRM}">`);
    // The shell's header, as the browser draws it before any script: both names, by width.
    expect(about).toContain(`aria-label="${FIRM} — на главную"`);
    expect(about).toContain('<span class="shell-name-short">Бюро Иванова</span>');
    const home = await page("/");
    expect(home).toContain(`"name":"${FIRM}"`);

    const manifest = await t.app.inject({ url: "/api/site-settings/manifest" });
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.json()).toMatchObject({ name: FIRM, short_name: "Бюро Иванова", lang: "ru" });
  });

  it("a form sent without the brand's fields keeps them", async () => {
    const { site_name: _n, site_short_name: _s, accent_color: _a, ...rest } = await settings();
    expect((await put(executor, rest)).statusCode).toBe(200);
    expect((await settings()).site_name).toBe(FIRM);
  });

  it("refuses an empty or too long name with the reason, and changes nothing", async () => {
    const current = await settings();
    for (const [value, detail] of [
      ["   ", T.siteNameRequired],
      ["Б".repeat(61), T.siteNameTooLong],
    ] as const) {
      const refused = await put(admin, { ...current, site_name: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(detail);
    }
    const short = await put(admin, { ...current, site_short_name: "Б".repeat(21) });
    expect(short.json().detail).toBe(T.shortNameTooLong);
    expect((await settings()).site_name).toBe(FIRM);
  });

  it("names the mail's sender and subject, and the authenticator's issuer", async () => {
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: "client@demo.ru" },
    });
    expect(reset.statusCode).toBe(200);
    await sendDueMail(t.db, t.app.mail.sender, new Date());
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes("client@demo.ru"));
    expect(mail.from?.value).toEqual([{ name: FIRM, address: "robot@bureau.example" }]);
    expect(mail.subject).toContain(FIRM);
    expect(mail.html).toContain(FIRM);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(DEMO_SITE_NAME);

    const setup = await t.app.inject({
      method: "POST",
      url: "/api/auth/second-factor/setup",
      headers: bearer(executor),
      payload: { current_password: "demo-executor" },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const uri = new URL(setup.json().otpauth_url as string);
    expect(uri.searchParams.get("issuer")).toBe(FIRM);
  });

  it("heads a chat's transcript PDF", async () => {
    const owner = await registerClient(t.app, { fullName: "Ольга Брендова" });
    const chat = await openClientChat(t.app, owner.token, 1);
    const pdf = await t.app.inject({
      url: `/api/chat/sessions/${chat.id}/transcript.pdf`,
      headers: bearer(owner.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(FIRM);
    expect(text).not.toContain(DEMO_SITE_NAME);
  });
});

describe("the accent colour", () => {
  it("refuses a colour white text cannot be read on, naming its contrast", async () => {
    const current = await settings();
    const light = await put(admin, { ...current, accent_color: "#66aaff" });
    expect(light.statusCode).toBe(400);
    expect(light.json().detail).toBe(T.accentLowContrast("2,3:1"));
    const garbage = await put(admin, { ...current, accent_color: "blue; } body { display:none" });
    expect(garbage.json().detail).toBe(T.accentInvalid);
    expect((await settings()).accent_color).toBe(current.accent_color);
  });

  it("a dark one colours every page through the theme's shades", async () => {
    const saved = await put(admin, { ...(await settings()), accent_color: "#7A1C3F" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().accent_color).toBe("#7a1c3f");
    const html = await page("/services");
    expect(html).toContain('<style id="brand-accent">');
    expect(html).toContain("--mantine-color-navy-8:#7a1c3f");
    expect(html).toContain('<meta name="theme-color" content="#7a1c3f">');
  });
});

describe("the logo", () => {
  it("only staff may set it", async () => {
    const file = { name: "logo.png", bytes: pngOf(4, 4) };
    expect((await uploadLogo(null, file)).statusCode).toBe(401);
    expect((await uploadLogo(client, file)).statusCode).toBe(403);
    const removal = await t.app.inject({
      method: "DELETE",
      url: "/api/site-settings/logo",
      headers: bearer(client),
    });
    expect(removal.statusCode).toBe(403);
  });

  it("a PNG becomes the header's logo, the tab's icon and the manifest's icon", async () => {
    const uploaded = await uploadLogo(admin, { name: "бюро.png", bytes: pngOf(120, 80) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { logo_url } = uploaded.json() as { logo_url: string };
    expect(logo_url).toMatch(/^\/api\/site-settings\/logo\?v=[0-9a-f]{16}$/);
    expect((await settings()).logo_url).toBe(logo_url);

    const image = await t.app.inject({ url: logo_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000");
    expect(image.rawPayload.equals(Buffer.from(pngOf(120, 80)))).toBe(true);

    const html = await page("/about");
    expect(html).toContain(`<link rel="icon" href="${logo_url.replace("&", "&amp;")}">`);
    expect(html).toContain(`<img src="${logo_url}" alt="" width="34" height="34">`);
    const manifest = (await t.app.inject({ url: "/api/site-settings/manifest" })).json();
    expect(manifest.icons).toEqual([{ src: logo_url, type: "image/png", sizes: "120x80" }]);

    // The file is named by its row: the orphan sweep leaves it.
    const swept = await sweepOrphanedFiles({
      db: t.db,
      storage: t.app.storage,
      now: new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    expect(swept.checked).toBeGreaterThan(0);
    expect((await t.app.inject({ url: logo_url })).statusCode).toBe(200);
  });

  it("an SVG keeps its drawing and loses its scripts, handlers and outside links", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert(1)"><script>alert(document.cookie)</script><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)" onclick="steal()"/><a href="javascript:alert(1)"><circle r="3"/></a><image href="https://evil.example/x.png"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject><rect id="r" fill="url(https://evil.example/p)" width="2" height="2"/><use xlink:href="https://evil.example/s.svg#a"/><use href="#r"/></svg>`;
    const uploaded = await uploadLogo(admin, { name: "logo.svg", bytes: bytesOf(svg) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = await t.app.inject({ url: uploaded.json().logo_url });
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    const kept = image.body;
    expect(kept).toContain('<rect width="64" height="64" fill="url(#g)"/>');
    expect(kept).toContain('<use href="#r"/>');
    for (const gone of [
      "script",
      "onload",
      "onclick",
      "javascript:",
      "evil.example",
      "foreignObject",
      "<a",
      "<image",
    ]) {
      expect(kept, gone).not.toContain(gone);
    }
    const manifest = (await t.app.inject({ url: "/api/site-settings/manifest" })).json();
    expect(manifest.icons[0]).toMatchObject({ type: "image/svg+xml", sizes: "any" });
  });

  it("refuses what is not SVG, PNG or WebP by its content, and a file over 1 MB", async () => {
    const before = (await settings()).logo_url;
    const cases: [UploadFile, number, string][] = [
      [{ name: "logo.png", bytes: bytesOf("MZ this is an exe") }, 400, T.logoType("logo.png")],
      [
        { name: "logo.jpg", bytes: bytesOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])) },
        400,
        T.logoType("logo.jpg"),
      ],
      [{ name: "logo.svg", bytes: bytesOf("<svg><unclosed") }, 400, T.logoSvgUnsafe],
      [
        {
          name: "bomb.svg",
          bytes: bytesOf(
            '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
          ),
        },
        400,
        T.logoSvgUnsafe,
      ],
      [
        { name: "big.png", bytes: bytesOf(Buffer.concat([pngOf(2, 2), Buffer.alloc(1_048_577)])) },
        413,
        T.logoTooLarge("big.png"),
      ],
    ];
    for (const [file, status, detail] of cases) {
      const refused = await uploadLogo(admin, file);
      expect(refused.statusCode, file.name).toBe(status);
      expect(refused.json().detail, file.name).toBe(detail);
    }
    const none = await t.app.inject({
      method: "PUT",
      url: "/api/site-settings/logo",
      headers: { ...bearer(admin), "content-type": "application/json" },
      payload: "{}",
    });
    expect(none.statusCode).toBe(400);
    expect((await settings()).logo_url).toBe(before);
  });

  it("removed, the default mark returns", async () => {
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/site-settings/logo",
      headers: bearer(admin),
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect((await settings()).logo_url).toBeNull();
    expect(await page("/about")).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    );
    expect((await t.app.inject({ url: "/api/site-settings/logo" })).statusCode).toBe(404);
  });
});

describe("a fresh install", () => {
  it("names no brand it was not given, and once named, only the firm's in pages, mail and PDF", async () => {
    const fresh = await buildTestApp({
      seedDemo: false,
      webDistDir: distWithShell(),
      env: {
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: "owner@bureau.example",
        ADMIN_PASSWORD: "owner-password-1",
      },
    });
    try {
      const home = (await fresh.app.inject({ url: "/" })).body;
      expect(home).toContain(DEFAULT_SITE_NAME);
      expect(home).not.toContain(DEMO_SITE_NAME);

      const owner = await loginAsStaff(fresh.app, "owner@bureau.example", "owner-password-1");
      const current = await readSiteSettings(fresh.app);
      const named = await fresh.app.inject({
        method: "PUT",
        url: "/api/site-settings",
        headers: bearer(owner),
        payload: {
          ...current,
          site_name: FIRM,
          support_phones: ["+7 (495) 111-22-33"],
          support_email: "office@bureau.example",
        },
      });
      expect(named.statusCode, named.body).toBe(200);
      const service = await createServiceOk(fresh.app, owner, { title: "Консультация юриста" });

      const pages = ["/", "/services", `/services/${service.id}`, "/about", "/login", "/executor"];
      for (const url of pages) {
        const html = (await fresh.app.inject({ url })).body;
        expect(html, url).toContain(FIRM);
        expect(html, url).not.toContain(DEMO_SITE_NAME);
        expect(html, url).not.toContain(DEFAULT_SITE_NAME);
      }

      const reader = await registerClient(fresh.app, { email: "reader@bureau.example" });
      await fresh.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { email: "reader@bureau.example" },
      });
      await sendDueMail(fresh.db, fresh.app.mail.sender, new Date(Date.now() + 3_600_000));
      const welcome = await smtp.waitFor((m) =>
        JSON.stringify(m.to).includes("reader@bureau.example"),
      );
      const mailText = `${JSON.stringify(welcome.from)}${welcome.subject}${welcome.text}${welcome.html}`;
      expect(mailText).toContain(FIRM);
      expect(mailText).not.toContain(DEMO_SITE_NAME);

      const chat = await openClientChat(fresh.app, reader.token, service.id);
      const pdf = await fresh.app.inject({
        url: `/api/chat/sessions/${chat.id}/transcript.pdf`,
        headers: bearer(reader.token),
      });
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(FIRM);
      expect(text).not.toContain(DEMO_SITE_NAME);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe("another instance", () => {
  it("shows the new name in its next page, cached pages included", async () => {
    const bus = createInProcessEventBus();
    const first = await buildTestApp({
      events: bus,
      webDistDir: distWithShell(),
      env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
    });
    const second = await buildTestApp({
      shareDatabaseOf: first,
      events: bus,
      webDistDir: distWithShell(),
    });
    try {
      // The second instance renders and keeps its page first.
      expect((await second.app.inject({ url: "/about" })).body).toContain(DEMO_SITE_NAME);
      const token = (await roleTokens(first.app)).admin;
      const current = await readSiteSettings(first.app);
      const saved = await first.app.inject({
        method: "PUT",
        url: "/api/site-settings",
        headers: bearer(token),
        payload: { ...current, site_name: "Бюро на двух узлах" },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect
        .poll(async () => (await second.app.inject({ url: "/about" })).body)
        .toContain("Бюро на двух узлах");
    } finally {
      await second.close();
      await first.close();
    }
  });
});
