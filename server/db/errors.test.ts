import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { isRetryableConflict, retryOnDeadlock } from "./errors.ts";
import { users } from "./schema/users.ts";

/**
 * A transaction PostgreSQL ends to break a deadlock (40P01) is run again (retryOnDeadlock): the
 * rule alone, and a real deadlock on PostgreSQL (PGlite runs one transaction at a time and has none).
 */
const deadlock = Object.assign(new Error("Failed query"), {
  cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
});

describe("retrying a transaction ended by a deadlock", () => {
  it("knows PostgreSQL's deadlock and serialization failure, wrapped or not, and nothing else", () => {
    expect(isRetryableConflict(deadlock)).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error("x"), { code: "40001" }))).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isRetryableConflict(new Error("boom"))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });

  it("runs again after a deadlock, at most `attempts` times, and never after another error", async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock;
      return "done";
    });
    expect({ answer, calls }).toEqual({ answer: "done", calls: 3 });

    let tries = 0;
    await expect(
      retryOnDeadlock(async () => {
        tries += 1;
        throw deadlock;
      }, 2),
    ).rejects.toBe(deadlock);
    expect(tries).toBe(2);

    let once = 0;
    const other = new Error("not a deadlock");
    await expect(
      retryOnDeadlock(async () => {
        once += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(once).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE === "postgres")("a real deadlock on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("ends one of two transactions locking two rows in opposite orders; run again, both finish", async () => {
    const [first, second] = await t.db
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.id))
      .limit(2);
    if (!first || !second) throw new Error("the demo content has fewer than two users");
    // Both take their first row before either asks for its second: a deadlock, every time.
    let held = 0;
    let bothHeld: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      bothHeld = resolve;
    });
    let runs = 0;
    const lockInOrder = (a: number, b: number) =>
      retryOnDeadlock(() =>
        t.db.transaction(async (tx) => {
          runs += 1;
          await tx.select({ id: users.id }).from(users).where(eq(users.id, a)).for("update");
          held += 1;
          if (held === 2) bothHeld();
          await barrier;
          await tx.select({ id: users.id }).from(users).where(eq(users.id, b)).for("update");
          return b;
        }),
      );
    const done = await Promise.all([
      lockInOrder(first.id, second.id),
      lockInOrder(second.id, first.id),
    ]);
    expect(done).toEqual([second.id, first.id]);
    // PostgreSQL ended one of them once; it ran again.
    expect(runs).toBe(3);
  }, 20_000);
});
