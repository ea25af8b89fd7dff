import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientStats, ClientsPage } from "../../../domain/clients/client-schemas.ts";
import { CLIENT_TEXTS } from "../../../domain/clients/clients.ts";
import { users } from "../../db/schema/users.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { createGuestChat, openClientChat } from "../../test/chat-fixtures.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const get = async <T>(url: string, token = tokens.executor) => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/clients and /api/clients/stats: access", () => {
  it("are for executors and admins only", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/clients" }, tokens);
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/clients/stats" }, tokens);
    await get<ClientsPage>("/api/clients", tokens.admin);
  });
});

describe("GET /api/clients", () => {
  it("finds a client by any part of the name, e-mail or phone digits, with their figures", async () => {
    const email = uniqueEmail("findme");
    const client = await registerClient(t.app, { fullName: "Алевтина Поисковая", email });
    await t.db
      .update(users)
      .set({ phone: "+7 (916) 555-12-34" })
      .where(eq(users.id, client.user.id));
    const chat = await openClientChat(t.app, client.token, 1);
    const request = await requestPaymentInChat(t.app, tokens.executor, chat.id, 2500);
    const payment = await createPaymentOk(t.app, chatPaymentBody(request), { token: client.token });
    await decideInSandbox(t.app, payment.confirmation_url, "pay");

    for (const search of ["поисковая", email.toUpperCase(), "916 555", "9165551234"]) {
      const page = await get<ClientsPage>(`/api/clients?search=${encodeURIComponent(search)}`);
      expect(page.total, search).toBe(1);
      expect(page.items[0]).toMatchObject({
        id: client.user.id,
        full_name: "Алевтина Поисковая",
        email,
        phone: "+7 (916) 555-12-34",
        client_type: "individual",
        chats_count: 1,
        paid_total: 2500,
      });
      expect(Date.parse(page.items[0]!.last_activity)).toBeGreaterThanOrEqual(
        Date.parse(page.items[0]!.created_at),
      );
    }
    // «%» and «_» are letters, not wildcards.
    expect((await get<ClientsPage>("/api/clients?search=%25")).total).toBe(0);
  });

  it("lists clients only, pages them and sorts by registration date both ways", async () => {
    const tag = `Сортировка${Date.now()}`;
    const made = [];
    for (const n of [1, 2, 3]) made.push(await registerClient(t.app, { fullName: `${tag} ${n}` }));
    const ids = made.map((client) => client.user.id);
    const newest = await get<ClientsPage>(
      `/api/clients?search=${encodeURIComponent(tag)}&page_size=2`,
    );
    expect(newest.total).toBe(3);
    expect(newest.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await get<ClientsPage>(
      `/api/clients?search=${encodeURIComponent(tag)}&page_size=2&page=2`,
    );
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    const oldest = await get<ClientsPage>(
      `/api/clients?search=${encodeURIComponent(tag)}&sort=oldest`,
    );
    expect(oldest.items.map((item) => item.id)).toEqual(ids);
    const everyone = await get<ClientsPage>("/api/clients?page_size=100");
    const roles = await t.db.select({ id: users.id, role: users.role }).from(users);
    const staff = roles.filter((row) => row.role !== "client").map((row) => row.id);
    expect(everyone.items.some((item) => staff.includes(item.id))).toBe(false);
  });

  it("refuses a bad page, sort or search with a Russian detail", async () => {
    for (const query of ["page=0", "page_size=101", "sort=random", `search=${"я".repeat(201)}`]) {
      const response = await t.app.inject({
        url: `/api/clients?${query}`,
        headers: bearer(tokens.executor),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(/[а-яё]/i);
    }
    const tooLong = await t.app.inject({
      url: `/api/clients?search=${"я".repeat(201)}`,
      headers: bearer(tokens.executor),
    });
    expect(tooLong.json().detail).toBe(CLIENT_TEXTS.searchTooLong);
  });
});

describe("GET /api/clients/stats", () => {
  it("counts clients and guests, in all and in the last 30 days", async () => {
    const before = await get<ClientStats>("/api/clients/stats");
    const fresh = await registerClient(t.app);
    const old = await registerClient(t.app);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(users.id, old.user.id));
    await createGuestChat(t.app);
    const after = await get<ClientStats>("/api/clients/stats");
    expect(after.total_clients - before.total_clients).toBe(2);
    expect(after.recent_clients - before.recent_clients).toBe(1);
    expect(after.total_guests - before.total_guests).toBe(1);
    expect(after.recent_guests - before.recent_guests).toBe(1);
    expect(after.total_all).toBe(after.total_clients + after.total_guests);
    expect(after.recent_all).toBe(after.recent_clients + after.recent_guests);
    expect(fresh.user.id).not.toBe(old.user.id);
  });
});
