import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SETUP_PROGRESS_NONE,
  type SetupProgress,
} from "../../../domain/site-settings/first-run-setup.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { bearer, loginAsStaff } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * The first-run setup's progress (issue 44 §3): «Обзор» offered «Продолжить настройку» only while
 * the requisites were missing, so a setup left after its first step never came back for contacts
 * and payment. Each step is now saved or skipped on the server.
 */
describe("the first-run setup's progress", () => {
  let t: TestApp;
  let admin: string;
  let lawyer: string;
  beforeAll(async () => {
    t = await buildTestApp({
      seedDemo: false,
      env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
    });
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    lawyer = (await createStaff(t)).token;
  });
  afterAll(() => t.close());

  const progress = async (token = admin) => {
    const response = await t.app.inject({
      url: "/api/executor/first-run-setup",
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SetupProgress;
  };
  const mark = (payload: object, token = admin) =>
    t.app.inject({
      method: "PUT",
      url: "/api/executor/first-run-setup",
      headers: bearer(token),
      payload,
    });

  it("starts with every step ahead; a saved or skipped step is recorded, a done one stays done", async () => {
    expect(await progress()).toEqual(SETUP_PROGRESS_NONE);
    const first = await mark({ step: "company", state: "done" });
    expect(first.statusCode, first.body).toBe(200);
    // After the first step the contacts and payment are still ahead: «Обзор» keeps offering them.
    expect(first.json()).toEqual({ company: "done", contacts: null, payment: null });
    expect((await mark({ step: "contacts", state: "skipped" })).statusCode).toBe(200);
    // Skipping a step already saved (from another tab) does not undo the save.
    expect((await mark({ step: "company", state: "skipped" })).statusCode).toBe(200);
    expect(await progress(lawyer)).toEqual({ company: "done", contacts: "skipped", payment: null });
  });

  it("is the administrator's: a lawyer may read it, not mark it; bad input is refused", async () => {
    const refused = await mark({ step: "payment", state: "done" }, lawyer);
    expect(refused.statusCode).toBe(403);
    const bad = await mark({ step: "logo", state: "done" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
    expect((await progress()).payment).toBeNull();
  });

  it("is complete on the demo, which is a finished site", async () => {
    const demo = await buildTestApp({
      env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
    });
    try {
      const token = await loginAsStaff(demo.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const answer = await demo.app.inject({
        url: "/api/executor/first-run-setup",
        headers: bearer(token),
      });
      expect(answer.json()).toEqual({ company: "done", contacts: "done", payment: "done" });
    } finally {
      await demo.close();
    }
  });
});
