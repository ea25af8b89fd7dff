import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { CORPORATE_TEXTS as T } from "../../../domain/corporate/corporate.ts";
import type {
  CompanyProfile,
  CorporateClient,
  CorporateClientsPage,
  CorporateDocument,
  DocumentsByCategory,
} from "../../../domain/corporate/corporate-schemas.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { buildBackOfficeTestApp } from "../../test/back-office.ts";
import { PDF_BYTES } from "../../test/chat-fixtures.ts";
import {
  type CorporateCallers,
  corporateCallers,
  pdfFile,
  postDocument,
  saveCard,
  uploadOrganizationDocument,
  VALID_CARD,
} from "../../test/corporate-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let who: CorporateCallers;
let cardDocument: CorporateDocument;
let contract: CorporateDocument;
let otherDocument: CorporateDocument;
let chat: ChatSession;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  who = await corporateCallers(t.app);
  await saveCard(t.app, who.owner.token);
  cardDocument = (
    await postDocument(
      t.app,
      "/api/corporate/profile/documents",
      who.owner.token,
      { name: "Устав" },
      pdfFile(),
    )
  ).json() as CorporateDocument;
  contract = await uploadOrganizationDocument(
    t.app,
    who.owner.token,
    "contracts",
    pdfFile("Договор.pdf"),
  );
  otherDocument = await uploadOrganizationDocument(t.app, who.otherCompany.token, "claims");
  chat = (
    await t.app.inject({
      method: "POST",
      url: "/api/corporate/chat/session",
      headers: bearer(who.owner.token),
    })
  ).json() as ChatSession;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const base = () => `/api/executor/corporate-clients/${who.owner.id}`;
const clientRoutes = () => [
  base(),
  `${base()}/overview`,
  `${base()}/profile`,
  `${base()}/documents`,
  `${base()}/documents/all`,
  `${base()}/documents/${contract.id}/download`,
  `${base()}/chat/session`,
];

describe("who may use the executor's view of corporate clients", () => {
  it("refuses anonymous callers and every client (the owner too) on every route", async () => {
    const cases: [string, string | undefined, number, string][] = [
      ["anonymous", undefined, 401, AUTH_TEXTS.notAuthenticated],
      ["a refused token", "not-a-real-token", 401, AUTH_TEXTS.sessionExpired],
      ["an individual", who.individual.token, 403, AUTH_TEXTS.forbidden],
      ["the company itself", who.owner.token, 403, AUTH_TEXTS.forbidden],
      ["another company", who.otherCompany.token, 403, AUTH_TEXTS.forbidden],
    ];
    for (const url of ["/api/executor/corporate-clients", ...clientRoutes()]) {
      for (const [caller, token, status, detail] of cases) {
        const response = await get(url, token);
        expect(response.statusCode, `${url} as ${caller}`).toBe(status);
        expect(response.json(), `${url} as ${caller}`).toEqual({ detail });
      }
    }
  });

  it("shows executors and admins the same card, documents and chat the company sees", async () => {
    const own = {
      profile: (await get("/api/corporate/profile", who.owner.token)).json() as CompanyProfile,
      documents: (
        await get("/api/corporate/documents", who.owner.token)
      ).json() as DocumentsByCategory,
      overview: (await get("/api/corporate/overview", who.owner.token)).json(),
    };
    for (const token of [who.executor, who.admin]) {
      const answers = await Promise.all(clientRoutes().map((url) => get(url, token)));
      for (const response of answers) expect(response.statusCode, response.body).toBe(200);
      type Answer = (typeof answers)[number];
      const [client, overview, profile, byCategory, all, download, session] = answers as [
        Answer,
        Answer,
        Answer,
        Answer,
        Answer,
        Answer,
        Answer,
      ];
      expect(client.json()).toMatchObject({
        id: who.owner.id,
        company_name: VALID_CARD.company_name,
        full_name: "Владелец Компании",
        inn: VALID_CARD.inn,
        has_profile: true,
      } satisfies Partial<CorporateClient>);
      expect(overview.json()).toEqual(own.overview);
      const viewed = profile.json() as CompanyProfile;
      expect(viewed).toMatchObject(VALID_CARD);
      expect(viewed.documents.map((item) => item.id)).toEqual(
        own.profile.documents.map((item) => item.id),
      );
      // The executor downloads through their own route, by the client's id.
      expect(viewed.documents[0]?.file_url).toBe(`${base()}/documents/${cardDocument.id}/download`);
      const grouped = byCategory.json() as DocumentsByCategory;
      expect(grouped.contracts.map((item) => item.id)).toEqual(
        own.documents.contracts.map((item) => item.id),
      );
      expect((all.json() as CorporateDocument[]).map((item) => item.id)).toEqual([contract.id]);
      expect(download.body).toBe(PDF_BYTES);
      expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
      expect((session.json() as ChatSession).id).toBe(chat.id);
      // The card's documents download there too.
      expect((await get(viewed.documents[0]?.file_url ?? "", token)).statusCode).toBe(200);
    }
  });

  it("answers 404 for anyone who is not a corporate client, and for another company's document", async () => {
    for (const id of [who.individual.id, 2_000_000_000]) {
      const response = await get(`/api/executor/corporate-clients/${id}/profile`, who.executor);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: T.clientNotFound });
    }
    const bad = await get("/api/executor/corporate-clients/abc/profile", who.executor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
    const foreign = await get(`${base()}/documents/${otherDocument.id}/download`, who.executor);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: T.documentNotFound });

    // A company without a card or a chat yet.
    const other = `/api/executor/corporate-clients/${who.otherCompany.id}`;
    expect((await get(`${other}/profile`, who.executor)).json()).toEqual({
      detail: T.profileNotFound,
    });
    expect((await get(`${other}/chat/session`, who.executor)).json()).toEqual({
      detail: T.chatNotFound,
    });
  });
});

describe("GET /api/executor/corporate-clients", () => {
  const list = async (query = "", token = who.executor) => {
    const response = await get(`/api/executor/corporate-clients${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CorporateClientsPage;
  };

  it("lists sole traders and companies only, newest first, with has_profile", async () => {
    const page = await list();
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(who.owner.id);
    expect(ids).toContain(who.otherCompany.id);
    expect(ids).not.toContain(who.individual.id);
    expect(ids.indexOf(who.otherCompany.id)).toBeGreaterThanOrEqual(0);
    const other = page.items.find((item) => item.id === who.otherCompany.id);
    expect(other).toMatchObject({ has_profile: false, company_name: null, inn: null });
    expect(page).toMatchObject({ page: 1, page_size: 20 });
    expect((await list("", who.admin)).total).toBe(page.total);
  });

  it("searches by company, contact person, e-mail and ИНН, and pages", async () => {
    expect((await list(`?q=${encodeURIComponent("ромашка")}`)).items.map((i) => i.id)).toEqual([
      who.owner.id,
    ]);
    expect((await list(`?q=${VALID_CARD.inn.slice(2, 8)}`)).items.map((i) => i.id)).toEqual([
      who.owner.id,
    ]);
    expect((await list(`?q=${encodeURIComponent("Другая")}`)).items.map((i) => i.id)).toEqual([
      who.otherCompany.id,
    ]);
    expect((await list("?q=nobody-like-this")).items).toEqual([]);
    // One after another: the list is newest first, so each needs its own moment.
    const extra = [];
    for (const n of [1, 2, 3]) {
      extra.push(
        await registerClient(t.app, { clientType: "corporate", fullName: `Постраничная ${n}` }),
      );
    }
    const first = await list(`?q=${encodeURIComponent("Постраничная")}&page_size=2`);
    const second = await list(`?q=${encodeURIComponent("Постраничная")}&page_size=2&page=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((i) => i.full_name)).toEqual(["Постраничная 3", "Постраничная 2"]);
    expect(second.items.map((i) => i.id)).toEqual([extra[0]?.user.id]);
    const email = extra[1]?.email ?? "";
    expect((await list(`?q=${encodeURIComponent(email)}`)).items.map((i) => i.id)).toEqual([
      extra[1]?.user.id,
    ]);

    const bad = await get("/api/executor/corporate-clients?page=0", who.executor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
  });
});
