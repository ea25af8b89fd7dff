import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "domain/**/*.test.ts"],
    environment: "node",
    // Each API test file builds its own app on a fresh database; the first PGlite boot is slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
