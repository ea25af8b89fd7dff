import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrustedClient } from "../../../domain/trusted-clients/trusted-client-schemas.ts";
import {
  MAX_LOGO_BYTES,
  MAX_TRUSTED_CLIENTS,
  TRUSTED_CLIENTS_TEXTS as T,
} from "../../../domain/trusted-clients/trusted-clients.ts";
import { trustedClients } from "../../db/schema/content.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { PDF_BYTES, PNG_BYTES } from "../../test/chat-fixtures.ts";
import { bearer } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import {
  addTrustedClientOk,
  pngLogo,
  postTrustedClient,
} from "../../test/trusted-client-fixtures.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const list = async () =>
  ((await t.app.inject({ url: "/api/trusted-clients" })).json() as { items: TrustedClient[] })
    .items;

const removeAll = async () => {
  for (const item of await list()) {
    await t.app.inject({
      method: "DELETE",
      url: `/api/trusted-clients/${item.id}`,
      headers: bearer(tokens.executor),
    });
  }
};

describe("«Нам доверяют» (issue 28 §2)", () => {
  it("is empty on a new site: no invented names, with or without demo content", async () => {
    expect(await list()).toEqual([]);
    const empty = await buildTestApp({ seedDemo: false });
    try {
      expect((await empty.app.inject({ url: "/api/trusted-clients" })).json()).toEqual({
        items: [],
      });
    } finally {
      await empty.close();
    }
  });

  it("takes a name, an https link and a PNG logo, and serves the logo as what it is", async () => {
    const response = await postTrustedClient(t.app, tokens.executor, {
      name: "  ООО «Ромашка» ",
      url: "https://romashka.example.ru",
    });
    expect(response.statusCode).toBe(201);
    const added = response.json() as TrustedClient;
    expect(added).toEqual({
      id: expect.any(Number),
      name: "ООО «Ромашка»",
      url: "https://romashka.example.ru",
      logo_url: `/api/trusted-clients/${added.id}/logo`,
    });
    expect(await list()).toEqual([added]);
    const logo = await t.app.inject({ url: added.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.headers["x-content-type-options"]).toBe("nosniff");
    expect(logo.rawPayload.equals(Buffer.from(PNG_BYTES))).toBe(true);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/trusted-clients/${added.id}`,
      headers: bearer(tokens.admin),
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect(await list()).toEqual([]);
    expect((await t.app.inject({ url: added.logo_url })).statusCode).toBe(404);
    expect(
      await t.app.storage.exists(
        (await t.db.select().from(trustedClients)).at(0)?.storageKey ??
          "2026-01/00000000-0000-0000-0000-000000000000",
      ),
    ).toBe(false);
  });

  it.each([
    [{ name: "" }, pngLogo(), 400, T.nameRequired],
    [{ name: "Я".repeat(121) }, pngLogo(), 400, T.nameTooLong],
    [{ name: "Ромашка", url: "http://romashka.ru" }, pngLogo(), 400, T.urlInvalid],
    [{ name: "Ромашка", url: "javascript:alert(1)" }, pngLogo(), 400, T.urlInvalid],
    [{ name: "Ромашка" }, null, 400, T.logoRequired],
    // A PDF named .png is refused by its content, like every upload.
    [{ name: "Ромашка" }, { name: "logo.png", bytes: PDF_BYTES }, 400, undefined],
    [{ name: "Ромашка" }, { name: "logo.pdf", bytes: PDF_BYTES }, 400, undefined],
    [
      { name: "Ромашка" },
      { name: "big.png", bytes: new Uint8Array([...PNG_BYTES, ...new Uint8Array(MAX_LOGO_BYTES)]) },
      413,
      T.logoTooLarge("big.png"),
    ],
  ])("refuses %j with %s and keeps nothing", async (fields, file, status, detail) => {
    const before = (await t.db.select().from(trustedClients)).length;
    const response = await postTrustedClient(t.app, tokens.executor, fields, file);
    expect(response.statusCode).toBe(status);
    if (detail) expect(response.json().detail).toBe(detail);
    else expect(response.json().detail).toEqual(expect.any(String));
    expect((await t.db.select().from(trustedClients)).length).toBe(before);
  });

  it("adding and removing one are in «Журнал изменений», with who did it", async () => {
    const response = await postTrustedClient(t.app, tokens.executor, {
      name: "АО «Журнал»",
      url: "https://journal.example.ru",
    });
    expect(response.statusCode).toBe(201);
    const added = response.json() as TrustedClient;
    await t.app.inject({
      method: "DELETE",
      url: `/api/trusted-clients/${added.id}`,
      headers: bearer(tokens.admin),
    });
    const log = await t.app.inject({
      url: "/api/executor/audit-log?entity_type=trusted_client",
      headers: bearer(tokens.admin),
    });
    expect(log.statusCode).toBe(200);
    const entries = (log.json() as { items: Record<string, unknown>[] }).items.filter(
      (item) => item.entity_id === String(added.id),
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete"]);
    const created = entries.find((entry) => entry.action === "create");
    expect(created).toMatchObject({
      entity_title: "АО «Журнал»",
      after: { name: "АО «Журнал»", url: "https://journal.example.ru" },
    });
    expect(entries.find((entry) => entry.action === "delete")).toMatchObject({
      before: { name: "АО «Журнал»" },
      after: null,
    });
  });

  it("is not changed by clients or anonymous callers", async () => {
    expect((await postTrustedClient(t.app, null, { name: "Ромашка" })).statusCode).toBe(401);
    expect((await postTrustedClient(t.app, tokens.client, { name: "Ромашка" })).statusCode).toBe(
      403,
    );
    expect(await list()).toEqual([]);
  });

  it(`keeps at most ${MAX_TRUSTED_CLIENTS}: the next one is refused with 409`, async () => {
    for (let index = 0; index < MAX_TRUSTED_CLIENTS; index += 1) {
      await addTrustedClientOk(t.app, tokens.executor, `Клиент ${index + 1}`);
    }
    const refused = await postTrustedClient(t.app, tokens.executor, { name: "Тринадцатый" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.full);
    const items = await list();
    expect(items.map((item) => item.name)).toEqual(
      Array.from({ length: MAX_TRUSTED_CLIENTS }, (_, index) => `Клиент ${index + 1}`),
    );
    await removeAll();
  });
});
