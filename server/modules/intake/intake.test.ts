import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import type { IntakeForm, IntakeFormInput } from "../../../domain/intake/intake-schemas.ts";
import type { SearchResults } from "../../../domain/search/search-schemas.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Intake forms (issue 31 §1): built in the cabinet, answered when a chat starts, pinned in it. */
let t: TestApp;
let lawyer: string;
/** A service of its own for this file, so other suites' chats for service 1 need no form. */
const SERVICE = 3;

const FORM: IntakeFormInput = {
  fields: [
    { key: "full_name", label: "ФИО", type: "text", required: true },
    { key: "story", label: "Опишите ситуацию", type: "textarea", required: false },
    { key: "debt", label: "Сумма долга, ₽", type: "number", required: true },
    { key: "since", label: "Когда возник долг", type: "date", required: false },
    {
      key: "court",
      label: "Суд",
      type: "select",
      required: true,
      options: ["Мировой", "Районный", "Арбитражный"],
    },
    { key: "agree", label: "Документы есть на руках", type: "checkbox", required: false },
  ],
};
const ANSWERS = {
  full_name: "Иванов Иван Иванович",
  story: "Сосед занял деньги и не отдаёт",
  debt: "150 000,50",
  since: "2026-03-01",
  court: "Районный",
  agree: true,
};

beforeAll(async () => {
  t = await buildTestApp();
  lawyer = await executorToken(t.app);
});
afterAll(() => t.close());

const saveForm = (form: unknown, token = lawyer, id: number = SERVICE) =>
  t.app.inject({
    method: "PUT",
    url: `/api/executor/services/${id}/intake`,
    headers: bearer(token),
    payload: form as object,
  });
const publicForm = (id: number = SERVICE) => t.app.inject({ url: `/api/services/${id}/intake` });
const startGuestChat = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/guest/chat/sessions",
    payload: {
      service_id: String(SERVICE),
      guest_name: "Гость Анкетный",
      guest_phone: "+7 (900) 555-44-33",
      consent: true,
      ...overrides,
    },
  });
const startClientChat = (token: string, intake?: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/chat/sessions",
    headers: bearer(token),
    payload: intake === undefined ? { service_id: SERVICE } : { service_id: SERVICE, intake },
  });
const chatsOfService = async () =>
  (
    await t.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(eq(chatSessions.serviceId, String(SERVICE)))
  ).length;

describe("PUT /api/executor/services/{id}/intake", () => {
  it("refuses a broken form with a Russian detail and changes nothing", async () => {
    expect((await saveForm(FORM)).statusCode).toBe(200);
    const field = (over: Record<string, unknown>) => ({
      fields: [{ key: "name", label: "Имя", type: "text", required: true, ...over }],
    });
    const cases: [unknown, string][] = [
      [field({ key: "Имя" }), T.keyInvalid],
      [field({ key: "1st" }), T.keyInvalid],
      [field({ key: "x".repeat(41) }), T.keyInvalid],
      [field({ label: "  " }), T.labelRequired],
      [field({ label: "я".repeat(201) }), T.labelTooLong],
      [field({ type: "file" }), T.typeInvalid],
      [field({ required: "да" }), T.requiredInvalid],
      [field({ type: "select" }), T.optionsRequired("Имя")],
      [field({ type: "select", options: ["А", "А"] }), T.optionRepeated("Имя")],
      [field({ type: "select", options: [""] }), T.optionsInvalid],
      [
        {
          fields: [
            { key: "a", label: "А", type: "text" },
            { key: "a", label: "Б", type: "text" },
          ],
        },
        T.keyRepeated("a"),
      ],
      [
        {
          fields: Array.from({ length: 21 }, (_, index) => ({
            key: `f${index}`,
            label: `Поле ${index}`,
            type: "text",
          })),
        },
        T.tooManyFields,
      ],
    ];
    for (const [form, detail] of cases) {
      const response = await saveForm(form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect((await publicForm()).json()).toEqual((await saveForm(FORM)).json());
  });

  it("keeps the form for the public and the cabinet, options only for a list, with an audit entry", async () => {
    const withStray = {
      fields: FORM.fields.map((field) =>
        field.key === "full_name" ? { ...field, options: ["лишнее"] } : field,
      ),
    };
    const saved = await saveForm(withStray);
    expect(saved.statusCode).toBe(200);
    const form = (await publicForm()).json() as IntakeForm;
    expect(form.fields.map((field) => field.key)).toEqual(FORM.fields.map((field) => field.key));
    expect(form.fields[0]).toEqual({
      key: "full_name",
      label: "ФИО",
      type: "text",
      required: true,
    });
    expect(form.fields[4]?.options).toEqual(["Мировой", "Районный", "Арбитражный"]);
    const cabinet = (
      await t.app.inject({ url: "/api/executor/services", headers: bearer(lawyer) })
    ).json() as { id: number; intake_fields: unknown }[];
    expect(cabinet.find((service) => service.id === SERVICE)?.intake_fields).toEqual(form.fields);

    const changed = {
      fields: [{ key: "extra", label: "Доп. вопрос", type: "text" }, ...FORM.fields],
    };
    expect((await saveForm(changed)).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "service"), eq(auditLog.entityId, String(SERVICE))));
    const last = entries.at(-1);
    expect(last?.action).toBe("update");
    expect(JSON.stringify(last?.after)).toContain("Доп. вопрос");
    expect(JSON.stringify(last?.before)).not.toContain("Доп. вопрос");
    // Saving the same form again is no change: no second entry.
    await saveForm(changed);
    const again = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "service"), eq(auditLog.entityId, String(SERVICE))));
    expect(again.length).toBe(entries.length);
    await saveForm(FORM);
  });

  it("is the cabinet's: a client gets 403 and a visitor 401; an unknown service 404", async () => {
    const client = await registerClient(t.app);
    expect((await saveForm(FORM, client.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/executor/services/${SERVICE}/intake`,
      payload: FORM,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await saveForm(FORM, lawyer, 999_999)).statusCode).toBe(404);
    expect((await publicForm(999_999)).statusCode).toBe(404);
  });

  it("can be prepared while the service is off; the public form of an inactive service is 404", async () => {
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, 4));
    expect((await saveForm(FORM, lawyer, 4)).statusCode).toBe(200);
    expect((await publicForm(4)).statusCode).toBe(404);
    await t.db.update(services).set({ isActive: true }).where(eq(services.id, 4));
    expect(((await publicForm(4)).json() as IntakeForm).fields).toHaveLength(FORM.fields.length);
  });
});

describe("starting a chat for a service with a form", () => {
  it("refuses a guest's chat without the form, or with a required field empty, and creates nothing", async () => {
    await saveForm(FORM);
    const before = await chatsOfService();
    const cases: [Record<string, unknown>, string][] = [
      [{}, T.formMissing],
      [{ intake: { ...ANSWERS, full_name: " " } }, T.fieldRequired("ФИО")],
      [{ intake: { ...ANSWERS, debt: undefined } }, T.fieldRequired("Сумма долга, ₽")],
      [{ intake: { ...ANSWERS, debt: "много" } }, T.notNumber("Сумма долга, ₽")],
      [{ intake: { ...ANSWERS, since: "2026-02-30" } }, T.notDate("Когда возник долг")],
      [{ intake: { ...ANSWERS, court: "Верховный" } }, T.notOption("Суд")],
      [{ intake: { ...ANSWERS, agree: "да" } }, T.notYesNo("Документы есть на руках")],
      [{ intake: { ...ANSWERS, full_name: 5 } }, T.notText("ФИО")],
      [{ intake: { ...ANSWERS, story: "я".repeat(5001) } }, T.tooLong("Опишите ситуацию", 5000)],
      [{ intake: "ответы" }, T.answersInvalid],
      [{ intake: { full_name: { nested: true } } }, T.answersInvalid],
    ];
    for (const [overrides, detail] of cases) {
      const response = await startGuestChat(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect(await chatsOfService()).toBe(before);
  });

  it("pins a guest's answers, in the form's order with their labels, for both sides", async () => {
    const response = await startGuestChat({ intake: { ...ANSWERS, unknown_key: "не спрашивали" } });
    expect(response.statusCode).toBe(201);
    const chat = response.json() as ChatSession;
    const pinned = [
      { key: "full_name", label: "ФИО", value: "Иванов Иван Иванович" },
      { key: "story", label: "Опишите ситуацию", value: "Сосед занял деньги и не отдаёт" },
      { key: "debt", label: "Сумма долга, ₽", value: 150000.5 },
      { key: "since", label: "Когда возник долг", value: "2026-03-01" },
      { key: "court", label: "Суд", value: "Районный" },
      { key: "agree", label: "Документы есть на руках", value: true },
    ];
    expect(chat.intake).toEqual(pinned);
    const guestView = await t.app.inject({ url: `/api/guest/chat/sessions/${chat.id}` });
    expect((guestView.json() as ChatSession).intake).toEqual(pinned);
    const lawyerView = await t.app.inject({
      url: `/api/chat/sessions/${chat.id}`,
      headers: bearer(lawyer),
    });
    expect((lawyerView.json() as ChatSession).intake).toEqual(pinned);
  });

  it("keeps optional fields out when left empty and an unticked box as «Нет»", async () => {
    const response = await startGuestChat({
      intake: { full_name: "Петров", debt: 10, court: "Мировой", story: "", since: null },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ChatSession).intake).toEqual([
      { key: "full_name", label: "ФИО", value: "Петров" },
      { key: "debt", label: "Сумма долга, ₽", value: 10 },
      { key: "court", label: "Суд", value: "Мировой" },
      { key: "agree", label: "Документы есть на руках", value: false },
    ]);
  });

  it("asks a client the form only for a new chat; the open one answers as before", async () => {
    const client = await registerClient(t.app);
    const refused = await startClientChat(client.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: T.formMissing });
    const missing = await startClientChat(client.token, { ...ANSWERS, court: null });
    expect(missing.json()).toEqual({ detail: T.fieldRequired("Суд") });
    const created = await startClientChat(client.token, ANSWERS);
    expect(created.statusCode).toBe(201);
    const chat = created.json() as ChatSession;
    expect(chat.intake).toHaveLength(6);
    const reopened = await startClientChat(client.token);
    expect(reopened.statusCode).toBe(200);
    expect((reopened.json() as ChatSession).id).toBe(chat.id);
  });

  it("keeps the answers given when the form changes later", async () => {
    const chat = (await startGuestChat({ intake: ANSWERS })).json() as ChatSession;
    await saveForm({
      fields: [{ key: "full_name", label: "Фамилия, имя, отчество", type: "text", required: true }],
    });
    const after = await t.app.inject({ url: `/api/guest/chat/sessions/${chat.id}` });
    expect((after.json() as ChatSession).intake[0]).toEqual({
      key: "full_name",
      label: "ФИО",
      value: "Иванов Иван Иванович",
    });
    await saveForm(FORM);
  });

  it("lets a service without a form start as before", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/guest/chat/sessions",
      payload: { service_id: "1", guest_name: "Гость", guest_phone: "+79005554433", consent: true },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ChatSession).intake).toEqual([]);
  });
});

describe("the answers beyond the chat", () => {
  it("are in the transcript, the search, the client's export, and go with the erased client", async () => {
    await saveForm(FORM);
    const client = await registerClient(t.app, { fullName: "Анкетный Клиент" });
    const chat = (await startClientChat(client.token, ANSWERS)).json() as ChatSession;

    const pdf = await t.app.inject({
      url: `/api/chat/sessions/${chat.id}/transcript.pdf`,
      headers: bearer(client.token),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(T.pinnedTitle);
    expect(text).toContain("Сумма долга, ₽: 150000,5");
    expect(text).toContain("Когда возник долг: 01.03.2026");
    expect(text).toContain("Документы есть на руках: Да");

    const search = (
      await t.app.inject({
        url: `/api/search?q=${encodeURIComponent("занял деньги")}`,
        headers: bearer(lawyer),
      })
    ).json() as SearchResults;
    const hit = search.chats.find((item) => item.session_id === chat.id);
    expect(hit?.intake_match).toEqual([
      { text: "Опишите ситуацию: Сосед ", match: false },
      { text: "занял деньги", match: true },
      { text: " и не отдаёт", match: false },
    ]);
    // The client finds their own chat too; another client does not.
    const own = (
      await t.app.inject({
        url: `/api/search?q=${encodeURIComponent("Иванов Иван")}`,
        headers: bearer(client.token),
      })
    ).json() as SearchResults;
    expect(own.chats.map((item) => item.session_id)).toContain(chat.id);
    const stranger = await registerClient(t.app);
    const theirs = (
      await t.app.inject({
        url: `/api/search?q=${encodeURIComponent("Иванов Иван")}`,
        headers: bearer(stranger.token),
      })
    ).json() as SearchResults;
    expect(theirs.chats).toEqual([]);

    const exported = await t.app.inject({
      url: "/api/auth/me/export",
      headers: bearer(client.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json())).toContain("Сосед занял деньги и не отдаёт");

    // A lawyer erases a client whose every chat is theirs (issue 43 §2): this one's is now.
    const [demoLawyer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "executor@demo.ru"));
    await t.db
      .update(chatSessions)
      .set({ assigneeId: demoLawyer!.id })
      .where(eq(chatSessions.id, chat.id));
    const erased = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${client.user.id}`,
      headers: bearer(lawyer),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(eq(chatSessions.id, chat.id));
    expect(left).toEqual([]);
  });
});
