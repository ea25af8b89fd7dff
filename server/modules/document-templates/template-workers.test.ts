import { afterAll, describe, expect, it } from "vitest";
import { DOCUMENT_TEMPLATE_TEXTS as T } from "../../../domain/document-templates/document-templates.ts";
import { AppError } from "../../errors.ts";
import { documentXmlOf, docxWithDocument } from "../../test/docx-crafted.ts";
import { documentXml, docxBytes } from "../../test/docx-fixtures.ts";
import { engineIndependentRunsHere } from "../../test/test-passes.ts";
import { createTemplateWorkers, type TemplateWorkers } from "./template-workers.ts";

/** The worker pool on its own: the limit of CPU time, a full queue, closing. */
const pools: TemplateWorkers[] = [];
const poolOf = (options: Parameters<typeof createTemplateWorkers>[0]) => {
  const pool = createTemplateWorkers(options);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** Seconds of docxtemplater's work: 60,000 paragraphs, a placeholder in each. */
const slow = docxWithDocument(
  documentXmlOf(
    Array.from(
      { length: 60_000 },
      (_, index) => `<w:p><w:r><w:t>Пункт ${index}: {client.full_name}</w:t></w:r></w:p>`,
    ).join(""),
  ),
);
const small = docxBytes(["Заказчик: {client.full_name}"]);

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

// No database: once per `npm test`.
describe.skipIf(!engineIndependentRunsHere)("createTemplateWorkers", () => {
  it("stops a template past its time, ends that worker, and goes on with the next", async () => {
    // CPU time enough for a small template on a cold thread, not for the slow one (seconds).
    const workers = poolOf({ threads: 1, workMs: 400 });
    await workers.placeholdersOf(small);
    const [stuck] = workers.threadIds;
    expect(await failure(workers.placeholdersOf(slow))).toMatchObject({
      status: 400,
      detail: T.tooComplex,
    });
    // Terminated, not left spinning: a fresh thread stands in for it.
    expect(workers.threadIds).not.toContain(stuck);
    const { docx, missing } = await workers.fill(small, { "client.full_name": "Иванов Иван" });
    expect(documentXml(docx)).toContain("Заказчик: Иванов Иван");
    expect(missing).toEqual([]);
    expect(await workers.placeholdersOf(small)).toEqual(["client.full_name"]);
  });

  it("asks the caller to come back (503) while its queue is full", async () => {
    const workers = poolOf({ threads: 1, queue: 1, workMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => failure(workers.placeholdersOf(slow))),
    );
    expect(answers.map((error) => error.detail).sort()).toEqual(
      [T.busy, T.busy, T.tooComplex, T.tooComplex].sort(),
    );
    expect(answers.find((error) => error.detail === T.busy)?.status).toBe(503);
  });

  it("closes with the app: work in hand ends, later work is refused, no thread is left", async () => {
    const workers = createTemplateWorkers({ threads: 1 });
    const inHand = workers.placeholdersOf(small);
    await workers.close();
    expect(await inHand).toEqual(["client.full_name"]);
    expect(workers.threadIds).toEqual([]);
    expect(await failure(workers.placeholdersOf(small))).toMatchObject({
      status: 503,
      detail: T.busy,
    });
  });
});
