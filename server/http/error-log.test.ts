import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/users.ts";
import { uniqueEmail } from "../test/fixtures.ts";
import { confirmedPhone } from "../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { errorForLog } from "./error-log.ts";

/** The app's log lines, as they would reach stdout. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

const FULL_NAME = "Плательщица Секретная";
const PASSWORD = "очень-секретный-пароль-2026";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { LOG_LEVEL: "warn" }, logStream });
  // Every new account now fails its insert: a query error the register route does not expect.
  await t.db.execute(
    sql.raw(
      `ALTER TABLE users ADD CONSTRAINT log_test_refuses CHECK (full_name <> '${FULL_NAME}')`,
    ),
  );
});
afterAll(() => t.close());

describe("a failed query in the logs", () => {
  it("names the error's code and constraint, never the query's parameters", async () => {
    const email = uniqueEmail("payer");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email,
        password: PASSWORD,
        full_name: FULL_NAME,
        client_type: "individual",
        agree_to_terms: true,
        ...(await confirmedPhone(t.app)),
      },
    });
    expect(response.statusCode).toBe(500);
    const logged = lines.filter((line) =>
      line.includes(response.headers["x-request-id"] as string),
    );
    const errorLine = logged.find((line) => line.includes('"unhandled error"'));
    expect(errorLine, logged.join("\n")).toBeDefined();
    expect(errorLine).toContain("23514");
    expect(errorLine).toContain("log_test_refuses");
    for (const secret of [email, FULL_NAME, "$argon2", PASSWORD]) {
      expect(logged.join("\n")).not.toContain(secret);
    }
  });

  it("keeps drizzle's statement without its params line, and PostgreSQL's detail out", async () => {
    const email = uniqueEmail("twice");
    const row = {
      email,
      passwordHash: "hash-that-must-not-be-logged",
      fullName: "Имя",
      role: "client" as const,
      clientType: "individual" as const,
    };
    await t.db.insert(users).values({ ...row, fullName: "Первый" });
    const failure = await t.db
      .insert(users)
      .values({ ...row, fullName: "Второй" })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("23505");
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("hash-that-must-not-be-logged");
  });
});
