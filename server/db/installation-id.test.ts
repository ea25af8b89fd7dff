import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { installationId } from "./installation-id.ts";

describe("the installation id (the site's key space in Redis)", () => {
  let first: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [first, other] = await Promise.all([
      buildTestApp({ seedDemo: false }),
      buildTestApp({ seedDemo: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), other.close()]);
  });

  it("is made once per database and read back the same by every start of it", async () => {
    const made = await installationId(first.database);
    expect(made).toMatch(/^[\w-]{12}$/);
    expect(await installationId(first.database)).toBe(made);
    // Two instances starting at once on one database still agree.
    const racing = await Promise.all([
      installationId(other.database),
      installationId(other.database),
    ]);
    expect(racing[0]).toBe(racing[1]);
    // Another site (another database) gets its own.
    expect(racing[0]).not.toBe(made);
  });
});
