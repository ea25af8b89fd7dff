import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "domain/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "node",
    // One migrated PGlite cluster per run; each test file's database starts from its dump.
    globalSetup: ["server/test/pglite-template.ts"],
    // Each API test file builds its own app on a fresh database; the first PGlite boot is slow.
    testTimeout: 30_000,
    // Test files share a worker's loaded modules instead of importing the whole app again for
    // each file: the suite takes half the CPU. It is safe because every file builds its own app
    // on its own database and no test mocks modules or stubs globals (keep it that way).
    isolate: false,
    hookTimeout: 60_000,
  },
});
