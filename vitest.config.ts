import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // One migrated PGlite cluster per run; each test file's database starts from its dump.
    // And, at the end, how many of the OpenAPI document's operations the suite called.
    globalSetup: ["server/test/pglite-template.ts", "server/test/openapi-check/coverage-report.ts"],
    // Each file fails on a request or answer its OpenAPI document does not describe (decision 052).
    setupFiles: ["server/test/openapi-check/file-hooks.ts"],
    // Each API test file builds its own app on a fresh database; the first PGlite boot is slow.
    testTimeout: 30_000,
    // Test files share a worker's loaded modules instead of importing the whole app again for
    // each file: the suite takes half the CPU. It is safe because every file builds its own app
    // on its own database and no test mocks modules or stubs globals (keep it that way).
    isolate: false,
    // Vitest's default leaves a core free (one worker on a 2-core CI machine), but these files
    // spend much of their time waiting on a database, Redis or a socket: a worker per core keeps
    // the CPU busy (PostgreSQL pass 150 s → 94 s, PGlite 305 s → 212 s on 2 cores).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
