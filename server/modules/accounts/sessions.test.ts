import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSIONS_LISTED_MAX, SESSION_TEXTS as T } from "../../../domain/users/second-factor.ts";
import { deviceName } from "../../auth/device-name.ts";
import { sessions } from "../../db/schema/users.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Signs the account in once more from a device of its own. */
async function signInFrom(account: { email: string; password: string }, userAgent: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "user-agent": userAgent },
    payload: { email: account.email, password: account.password, login_type: "executor" },
  });
  return response.json().access_token as string;
}

const me = (token: string) => t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
const list = async (token: string) =>
  (await t.app.inject({ url: "/api/auth/sessions", headers: bearer(token) })).json();

describe("the list of sessions", () => {
  it("shows each session's device, address and last use, this one marked", async () => {
    const staff = await createStaff(t);
    const phone = await signInFrom(staff, PHONE);
    const desktop = await signInFrom(staff, DESKTOP);
    const shown = await list(desktop);
    expect(shown).toHaveLength(3);
    expect(shown.filter((one: { current: boolean }) => one.current)).toEqual([
      expect.objectContaining({ device: "Chrome, Windows", ip: "127.0.0.1" }),
    ]);
    expect(shown.map((one: { device: string }) => one.device)).toContain("Safari, iOS");
    for (const one of shown) {
      expect(Object.keys(one).sort()).toEqual(
        ["created_at", "current", "device", "id", "ip", "last_seen_at"].sort(),
      );
    }
    // Tokens and their hashes are never shown.
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    const text = JSON.stringify(shown);
    expect(text).not.toContain(row!.tokenHash);
    expect(text).not.toContain(phone);
  });

  it("ends one other session of the caller's, and nobody else's", async () => {
    const staff = await createStaff(t);
    const other = await signInFrom(staff, PHONE);
    const stranger = await registerClient(t.app);
    const strangersList = await list(stranger.token);

    // Another person's session id is answered like a missing one and stays alive.
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${strangersList[0].id}`,
      headers: bearer(staff.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: T.notFound });
    expect((await me(stranger.token)).statusCode).toBe(200);

    const target = (await list(staff.token)).find((one: { current: boolean }) => !one.current);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${target.id}`,
      headers: bearer(staff.token),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: T.ended, ended: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(staff.token)).statusCode).toBe(200);
  });

  it("«Выйти на других устройствах» ends every session but this one", async () => {
    const staff = await createStaff(t);
    const others = [await signInFrom(staff, PHONE), await signInFrom(staff, DESKTOP)];
    const stranger = await registerClient(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sessions/end-others",
      headers: bearer(staff.token),
    });
    expect(response.json()).toEqual({ message: T.othersEnded(2), ended: 2 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(staff.token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect(await list(staff.token)).toHaveLength(1);
  });

  it("notes the last use at most once a minute", async () => {
    const staff = await createStaff(t);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo, ip: "203.0.113.9" })
      .where(eq(sessions.userId, staff.id));
    await me(staff.token);
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(touched!.ip).toBe("127.0.0.1");

    // Within the minute nothing is written: the mark a test puts stays.
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: thirtySecondsAgo })
      .where(eq(sessions.userId, staff.id));
    await me(staff.token);
    const [kept] = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(kept!.lastSeenAt.getTime()).toBe(thirtySecondsAgo.getTime());
  });
});

describe("deviceName", () => {
  it.each([
    [DESKTOP, "Chrome, Windows"],
    [PHONE, "Safari, iOS"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox, Linux"],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 YaBrowser/24.12 Mobile Safari/537.36",
      "Яндекс Браузер, Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge, macOS",
    ],
    ["curl/8.5.0", T.unknownDevice],
    [null, T.unknownDevice],
  ])("%s → %s", (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});

describe("a long list of sessions", () => {
  it(`lists the ${SESSIONS_LISTED_MAX} latest used, and «Выйти на других устройствах» ends the rest too`, async () => {
    const staff = await createStaff(t);
    const old = new Date(Date.now() - 86_400_000);
    await t.db.insert(sessions).values(
      Array.from({ length: SESSIONS_LISTED_MAX + 5 }, (_, i) => ({
        tokenHash: `old-session-${staff.id}-${i}`,
        userId: staff.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        lastSeenAt: old,
      })),
    );
    const listed = await list(staff.token);
    expect(listed).toHaveLength(SESSIONS_LISTED_MAX);
    // The caller's own session was used last: it is first, whatever the older ones.
    expect(listed[0]).toMatchObject({ current: true });

    const ended = await t.app.inject({
      method: "POST",
      url: "/api/auth/sessions/end-others",
      headers: bearer(staff.token),
    });
    expect(ended.statusCode).toBe(200);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(left).toHaveLength(1);
  });
});
