import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_TITLES } from "../../../domain/audit/audit.ts";
import type { AuditEntry, AuditPage } from "../../../domain/audit/audit-schemas.ts";
import { ERASED_PERSON } from "../../../domain/clients/clients.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const NAME = "Аглая Журналовна Стираемая";
const PHONE = "+7 912 345-67-89";

/** The newest entries of the log as the «Журнал изменений» tab reads them. */
async function newestEntries(query: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    url: `/api/executor/audit-log?${query}`,
    headers: bearer(tokens.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditPage).items;
}

/** A client with a chat that holds a file, a name and a phone number. */
async function personWithAChat() {
  const person = await registerClient(t.app, { fullName: NAME });
  const chat = await openClientChat(t.app, person.token, 1);
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    `Мой телефон ${PHONE}`,
    [{ name: "паспорт-стираемой.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
    person.token,
  );
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  return person;
}

/** Nothing in the whole log names the person, by name, address, phone or account id. */
async function expectLogKeepsNothingOf(person: { email: string; user: { id: number } }) {
  const log = await t.db.select().from(auditLog);
  const text = JSON.stringify(log);
  for (const trace of [NAME, "Стираемая", person.email, PHONE, "паспорт-стираемой"]) {
    expect(text, trace).not.toContain(trace);
  }
  for (const row of log.filter((entry) => entry.entityType === "client")) {
    expect(row.entityId).not.toBe(String(person.user.id));
    expect(row.actorUserId).not.toBe(person.user.id);
  }
}

describe("erasures and bulk chat deletions are in the audit log", () => {
  it("an executor's erasure: who, when and how much, never the person", async () => {
    const person = await personWithAChat();
    const startedAt = Date.now();
    const erased = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${person.user.id}`,
      headers: bearer(tokens.executor),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [entry] = await newestEntries("entity_type=client");
    expect(entry).toMatchObject({
      actor: { name: expect.any(String), email: "executor@demo.ru", role: "executor" },
      entity_type: "client",
      action: "erase",
      entity_title: AUDIT_TITLES.clientErased,
      before: {
        chats: 1,
        files: 1,
        reviews: 0,
        payments_anonymised: 0,
        consents_anonymised: expect.any(Number),
      },
      after: null,
    });
    expect(Date.parse(entry?.created_at ?? "")).toBeGreaterThanOrEqual(startedAt - 1000);
    await expectLogKeepsNothingOf(person);
  });

  it("a client's own deletion: the actor is blanked like the person", async () => {
    const person = await personWithAChat();
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/me",
      headers: bearer(person.token),
      payload: { password: person.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [entry] = await newestEntries("entity_type=client&action=erase");
    expect(entry).toMatchObject({
      actor: { user_id: null, name: ERASED_PERSON, email: "", role: "client" },
      entity_title: AUDIT_TITLES.clientErasedSelf,
      before: { chats: 1, files: 1 },
    });
    await expectLogKeepsNothingOf(person);
    // Nor the address the request came from.
    const rows = await t.db.select().from(auditLog);
    const own = rows.find((row) => String(row.id) === String(entry?.id));
    expect(own?.ipAddress).toBeNull();
  });

  it("«Удалить все чаты»: who and how many", async () => {
    const client = await registerClient(t.app);
    await openClientChat(t.app, client.token, 1);
    await openClientChat(t.app, client.token, 2);
    const all = await t.app.inject({
      method: "DELETE",
      url: "/api/executor/chat-sessions/all",
      headers: bearer(tokens.admin),
    });
    expect(all.statusCode, all.body).toBe(200);
    const count = all.json().deleted_count as number;
    expect(count).toBeGreaterThanOrEqual(2);
    const [entry] = await newestEntries("entity_type=chat");
    expect(entry).toMatchObject({
      actor: { role: "admin" },
      entity_type: "chat",
      entity_id: "all",
      action: "delete",
      entity_title: AUDIT_TITLES.allChats,
      before: { chats: count },
      after: null,
    });
  });
});
