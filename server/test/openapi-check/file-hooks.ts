import { appendFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import {
  checkedOperations,
  coverage,
  markInTest,
  sendsMalformedRequests,
  takeMismatches,
} from "./answers-watch.ts";

/**
 * Vitest set-up file (vitest.config.ts `setupFiles`), run around every test file: a file whose
 * requests or answers the OpenAPI document does not describe fails, naming each mismatch, the
 * operation and the first test that met it. Then the operations it called are added to the run's
 * coverage (openapi-check/coverage-report.ts prints it when the run ends).
 */
beforeAll(() => {
  takeMismatches();
});
beforeEach(() => markInTest(true));
afterEach(() => markInTest(false));

afterAll(async () => {
  const mismatches = takeMismatches();
  sendsMalformedRequests(false);
  await saveCoverage();
  if (mismatches.length) {
    throw new Error(
      `The API answered or accepted what its OpenAPI document does not say (${mismatches.length}):\n  ${mismatches.join("\n  ")}`,
    );
  }
});

async function saveCoverage() {
  const dir = inject("openapiCoverageDir");
  if (!dir || !coverage.called.size) return;
  const lines = [
    ...[...coverage.called].map((operation) => `called\t${operation}`),
    ...[...coverage.succeeded].map((operation) => `succeeded\t${operation}`),
    `checked\t${coverage.exchanges}\t${Math.round(coverage.checkMs)}`,
  ];
  coverage.called.clear();
  coverage.succeeded.clear();
  coverage.exchanges = 0;
  coverage.checkMs = 0;
  await appendFile(path.join(dir, `worker-${process.pid}.tsv`), `${lines.join("\n")}\n`);
  await writeFile(path.join(dir, "operations.txt"), checkedOperations().join("\n"));
}
