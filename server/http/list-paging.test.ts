import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../domain/chat/chat-schemas.ts";
import { CORPORATE_TEXTS } from "../../domain/corporate/corporate.ts";
import { PAGE_OFFSET_MAX, PAGING_TEXTS } from "../../domain/paging.ts";
import type { ReviewModerationList } from "../../domain/reviews/review-schemas.ts";
import { buildBackOfficeTestApp } from "../test/back-office.ts";
import {
  createGuestChat,
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../test/chat-fixtures.ts";
import {
  type CorporateCallers,
  corporateCallers,
  pdfFile,
  saveCard,
  uploadOrganizationDocument,
} from "../test/corporate-fixtures.ts";
import { bearer, registerClient } from "../test/fixtures.ts";
import type { TestApp } from "../test/test-app.ts";

/** Paged list routes (issue 15 §2): the pages walk the whole list; bad paging is a Russian 400. */

let t: TestApp;
let client: string;
let executor: string;
let company: CorporateCallers;
let guestChatId: string;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  [{ token: client }, executor, company] = await Promise.all([
    registerClient(t.app),
    executorToken(t.app),
    corporateCallers(t.app),
  ]);
  const chat = await openClientChat(t.app, client);
  const files = ["акт.pdf", "договор.pdf", "счёт.pdf"].map((name) => ({ name, bytes: PDF_BYTES }));
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    "",
    files,
    client,
  );
  if (sent.statusCode !== 201) throw new Error(`send: ${sent.body}`);

  await saveCard(t.app, company.owner.token);
  for (const [category, name] of [
    ["contracts", "договор-1.pdf"],
    ["claims", "претензия.pdf"],
    ["contracts", "договор-2.pdf"],
  ] as const) {
    await uploadOrganizationDocument(t.app, company.owner.token, category, pdfFile(name));
  }

  const guest = await createGuestChat(t.app, { guest_email: "guest@example.ru" });
  guestChatId = guest.id;
  for (const text of ["первое", "второе", "третье", "четвёртое"]) {
    const response = await sendMessage(
      t.app,
      `/api/guest/chat/sessions/${guest.id}/messages`,
      text,
    );
    if (response.statusCode !== 201) throw new Error(`guest send: ${response.body}`);
  }
});
afterAll(() => t?.close());

const withQuery = (url: string, query: string) => `${url}${url.includes("?") ? "&" : "?"}${query}`;

async function get(url: string, token: string | null) {
  return t.app.inject({ url, headers: token ? bearer(token) : {} });
}

async function idsOf(url: string, token: string | null): Promise<(string | number)[]> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string | number }[]).map((item) => item.id);
}

interface OffsetList {
  url: string;
  token: () => string | null;
  max: number;
}

const OFFSET_LISTS: Record<string, OffsetList> = {
  "GET /api/reviews": { url: "/api/reviews", token: () => null, max: 100 },
  "GET /api/articles": { url: "/api/articles", token: () => null, max: 100 },
  "GET /api/articles/all": { url: "/api/articles/all", token: () => executor, max: 500 },
  "GET /api/documents": { url: "/api/documents", token: () => client, max: 1000 },
  "GET /api/corporate/documents/all": {
    url: "/api/corporate/documents/all",
    token: () => company.owner.token,
    max: 500,
  },
  "GET /api/corporate/documents/all?category": {
    url: "/api/corporate/documents/all?category=contracts",
    token: () => company.owner.token,
    max: 500,
  },
  "GET /api/executor/corporate-clients/{id}/documents/all": {
    get url() {
      return `/api/executor/corporate-clients/${company.owner.id}/documents/all`;
    },
    token: () => executor,
    max: 500,
  },
};

describe.each(Object.entries(OFFSET_LISTS))("%s (offset, limit)", (_route, list) => {
  it("answers the first page without parameters and walks the rest with offset", async () => {
    const whole = await idsOf(withQuery(list.url, `limit=${list.max}`), list.token());
    expect(whole.length).toBeGreaterThanOrEqual(2);
    expect(await idsOf(list.url, list.token())).toEqual(whole);

    const walked: (string | number)[] = [];
    for (let offset = 0; offset <= whole.length; offset += 1) {
      const page = await idsOf(withQuery(list.url, `offset=${offset}&limit=1`), list.token());
      expect(page.length).toBe(offset < whole.length ? 1 : 0);
      walked.push(...page);
    }
    expect(walked).toEqual(whole);
  });

  it.each([
    "limit=0",
    "limit=-1",
    "limit=1.5",
    "limit=abc",
    "limit=",
    "offset=-1",
    "offset=x",
    `offset=${PAGE_OFFSET_MAX + 1}`,
  ])("refuses %s with a Russian 400", async (query) => {
    const response = await get(withQuery(list.url, query), list.token());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PAGING_TEXTS.invalid });
  });

  it("refuses a page larger than its maximum", async () => {
    const response = await get(withQuery(list.url, `limit=${list.max + 1}`), list.token());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PAGING_TEXTS.invalid });
  });
});

describe("organisation documents of one category", () => {
  it("holds that category only, newest first", async () => {
    const response = await get(
      "/api/corporate/documents/all?category=contracts",
      company.owner.token,
    );
    const names = (response.json() as { name: string }[]).map((document) => document.name);
    expect(names).toEqual(["договор-2.pdf", "договор-1.pdf"]);
  });

  it("refuses an unknown category with a Russian 400", async () => {
    const response = await get("/api/corporate/documents/all?category=memes", company.owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: CORPORATE_TEXTS.categoryInvalid });
  });
});

describe("GET /api/reviews/all (page, page_size)", () => {
  const moderation = async (query: string) => {
    const response = await get(`/api/reviews/all?${query}`, executor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ReviewModerationList;
  };

  it("walks the filtered list page by page; total counts every page", async () => {
    const whole = await moderation("page_size=200");
    expect(whole.items.length).toBeGreaterThanOrEqual(3);
    expect(whole.total).toBe(whole.items.length);
    expect(whole.total).toBe(whole.counts.all);

    const walked: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page += 1) {
      const answer = await moderation(`page=${page}&page_size=2`);
      expect(answer.total).toBe(whole.total);
      walked.push(...answer.items.map((review) => review.id));
    }
    expect(walked).toEqual(whole.items.map((review) => review.id));

    const approved = await moderation("status=approved&page_size=1");
    expect(approved.items).toHaveLength(1);
    expect(approved.total).toBe(whole.counts.approved);
  });

  it.each(["page=0", "page_size=0", "page_size=201", "page=x"])(
    "refuses %s with a Russian 400",
    async (query) => {
      const response = await get(`/api/reviews/all?${query}`, executor);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PAGING_TEXTS.invalid });
    },
  );
});

describe("GET /api/guest/chat/sessions/{id}/messages (before)", () => {
  const url = () => `/api/guest/chat/sessions/${guestChatId}/messages`;

  it("reads the messages older than `before`, oldest first", async () => {
    const whole = await messagesOf(t.app, url());
    const texts = whole.map((message: ChatMessage) => message.content);
    expect(texts).toEqual(expect.arrayContaining(["первое", "второе", "третье", "четвёртое"]));
    const third = whole.find((message) => message.content === "третье");
    const older = await messagesOf(t.app, withQuery(url(), `before=${third?.id}`));
    expect(older.map((message) => message.id)).toEqual(
      whole.filter((message) => message.id < (third?.id ?? 0)).map((message) => message.id),
    );
  });

  it.each(["before=0", "before=x", "before=1.5"])(
    "refuses %s with a Russian 400",
    async (query) => {
      const response = await get(withQuery(url(), query), null);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe("Некорректный идентификатор сообщения");
    },
  );
});
