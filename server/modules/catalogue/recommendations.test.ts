import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_EDITOR_TEXTS as T } from "../../../domain/catalogue/service-editor.ts";
import type { ExecutorService } from "../../../domain/catalogue/service-editor-schemas.ts";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import {
  catalogueState,
  createServiceOk,
  executorList,
  lastAudit,
  send,
} from "../../test/catalogue-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
/** Services to recommend: made here, so the demo's links do not matter. */
let pool: ExecutorService[];
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
  pool = [];
  for (let i = 0; i < 8; i++) pool.push(await createServiceOk(t.app, tokens.executor));
});
afterAll(() => t.close());

const idsOf = (list: { id: number }[]) => list.map((s) => s.id);
const add = (serviceId: number, ids: unknown, token = tokens.executor) =>
  send(t.app, "POST", `/api/services/${serviceId}/recommendations`, token, {
    recommended_service_ids: ids,
  });
const linksOf = async (serviceId: number) =>
  (await executorList(t.app, tokens.executor)).find((s) => s.id === serviceId)
    ?.recommended_service_ids;
const publicRecommendations = async (serviceId: number) =>
  (await send(t.app, "GET", `/api/services/${serviceId}/recommendations`)).json() as Service[];

async function expectRefused(call: () => ReturnType<typeof send>, status: number, detail: string) {
  const before = await catalogueState(t.app, t.db, tokens.executor);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ detail });
  expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
}

describe("POST /api/services/{id}/recommendations", () => {
  it("is for executors and admins only, and a refused call adds nothing", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const call = {
      method: "POST" as const,
      url: `/api/services/${service.id}/recommendations`,
      payload: { recommended_service_ids: [pool[0]!.id] },
    };
    const before = await catalogueState(t.app, t.db, tokens.executor);
    await expectOnlyExecutors(t.app, call, tokens);
    expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
  });

  it("adds after the existing ones, in the order given; the site shows them at once; logged", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const [a, b, c] = pool as [ExecutorService, ExecutorService, ExecutorService];
    expect(await publicRecommendations(service.id)).toEqual([]); // warms nothing stale
    const first = await add(service.id, [b.id, a.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: T.recommendationsAdded,
      recommended_service_ids: [b.id, a.id],
    });
    expect(await lastAudit(t.db)).toMatchObject({
      entityType: "recommendation",
      entityId: String(service.id),
      action: "create",
      entityTitle: service.title,
      before: { recommended_service_ids: [] },
      after: { recommended_service_ids: [b.id, a.id] },
    });
    const second = await add(service.id, [c.id], tokens.admin);
    expect(second.json().recommended_service_ids).toEqual([b.id, a.id, c.id]);
    expect(await linksOf(service.id)).toEqual([b.id, a.id, c.id]);
    expect(idsOf(await publicRecommendations(service.id))).toEqual([b.id, a.id, c.id]);
  });

  it("may recommend an inactive service: the cabinet lists it, the site leaves it out", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const hidden = await createServiceOk(t.app, tokens.executor, { is_active: false });
    expect((await add(service.id, [hidden.id, pool[0]!.id])).statusCode).toBe(200);
    expect(await linksOf(service.id)).toEqual([hidden.id, pool[0]!.id]);
    expect(idsOf(await publicRecommendations(service.id))).toEqual([pool[0]!.id]);
  });

  it("refuses every rule of spec 3 §5 with its Russian text and adds nothing", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const [a, b, c, d, e, f] = idsOf(pool) as number[];
    expect((await add(service.id, [a, b, c])).statusCode).toBe(200);
    const deleted = await createServiceOk(t.app, tokens.executor);
    await send(t.app, "DELETE", `/api/services/${deleted.id}`, tokens.executor);
    const cases: [unknown, number, string][] = [
      [[], 400, T.recommendationsNone],
      [undefined, 400, T.recommendationsNone],
      [[a, b, c, d, e, f], 400, T.recommendationsPerCall],
      [[d, e, f], 400, T.recommendationsTotal(3, 3)],
      [[d, d], 400, T.recommendationDuplicate],
      [[service.id], 400, T.recommendationSelf],
      [[d, 999_999], 400, T.recommendationUnknown],
      [[deleted.id], 400, T.recommendationUnknown],
      [[b], 400, T.recommendationAlready(pool[1]!.title)],
      [["первая"], 400, T.serviceIdInvalid],
    ];
    for (const [ids, status, detail] of cases) {
      await expectRefused(() => add(service.id, ids), status, detail);
    }
    expect(T.recommendationsTotal(3, 3)).toBe(
      "Можно иметь максимум 5 рекомендуемых услуг. Сейчас у вас 3, вы пытаетесь добавить 3.",
    );
    await expectRefused(() => add(999_999, [a]), 404, "Услуга не найдена");
    expect(await linksOf(service.id)).toEqual([a, b, c]);
  });

  it("two executors adding at once never pass five: the service row is locked", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const [a, b, c, d, e, f, g] = idsOf(pool) as number[];
    expect((await add(service.id, [a, b, c])).statusCode).toBe(200);
    const answers = await Promise.all([
      add(service.id, [d, e], tokens.executor),
      add(service.id, [f, g], tokens.admin),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).toSorted();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json()).toEqual({ detail: T.recommendationsTotal(5, 2) });
    expect(await linksOf(service.id)).toHaveLength(5);

    // Five single adds at once onto four: exactly one gets in.
    const other = await createServiceOk(t.app, tokens.executor);
    expect((await add(other.id, [a, b, c, d])).statusCode).toBe(200);
    const singles = await Promise.all([e, f, g, pool[7]!.id].map((id) => add(other.id, [id])));
    expect(singles.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await linksOf(other.id)).toHaveLength(5);
  });
});

describe("DELETE /api/services/{id}/recommendations/{recommended_id}", () => {
  it("is for executors and admins only, and a refused call removes nothing", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    expect((await add(service.id, [pool[0]!.id])).statusCode).toBe(200);
    const call = {
      method: "DELETE" as const,
      url: `/api/services/${service.id}/recommendations/${pool[0]!.id}`,
    };
    const before = await catalogueState(t.app, t.db, tokens.executor);
    await expectOnlyExecutors(t.app, call, tokens);
    expect(await catalogueState(t.app, t.db, tokens.executor)).toEqual(before);
  });

  it("removes one; the rest keep their order; the site shows it at once; logged", async () => {
    const service = await createServiceOk(t.app, tokens.executor);
    const [a, b, c] = idsOf(pool) as number[];
    expect((await add(service.id, [a, b, c])).statusCode).toBe(200);
    expect(idsOf(await publicRecommendations(service.id))).toEqual([a, b, c]);
    const url = `/api/services/${service.id}/recommendations`;
    const response = await send(t.app, "DELETE", `${url}/${b}`, tokens.executor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: T.recommendationRemoved,
      recommended_service_ids: [a, c],
    });
    expect(idsOf(await publicRecommendations(service.id))).toEqual([a, c]);
    expect(await lastAudit(t.db)).toMatchObject({
      entityType: "recommendation",
      action: "delete",
      before: { recommended_service_ids: [a, b, c] },
      after: { recommended_service_ids: [a, c] },
    });
    const byAdmin = await send(t.app, "DELETE", `${url}/${a}`, tokens.admin);
    expect(byAdmin.json().recommended_service_ids).toEqual([c]);
    // One removed may be added again; it goes last.
    expect((await add(service.id, [b])).json().recommended_service_ids).toEqual([c, b]);

    await expectRefused(
      () => send(t.app, "DELETE", `${url}/${a}`, tokens.executor),
      404,
      T.recommendationNotLinked,
    );
    await expectRefused(
      () => send(t.app, "DELETE", `/api/services/999999/recommendations/${a}`, tokens.executor),
      404,
      "Услуга не найдена",
    );
    await expectRefused(
      () => send(t.app, "DELETE", `${url}/abc`, tokens.executor),
      400,
      "Некорректный идентификатор",
    );
  });
});
