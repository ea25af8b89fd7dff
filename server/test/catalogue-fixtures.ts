import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { count, desc } from "drizzle-orm";
import { expect } from "vitest";
import type { ExecutorService } from "../../domain/catalogue/service-editor-schemas.ts";
import type { Service } from "../../domain/catalogue/service-schemas.ts";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/audit.ts";
import { bearer } from "./fixtures.ts";

/** A valid service form with a title no other test uses. */
export function serviceForm(overrides: Record<string, unknown> = {}) {
  return {
    title: `Проверка договора аренды ${randomBytes(3).toString("hex")}`,
    description: "Проверим договор аренды, найдём риски и предложим правки.",
    tooltip: "Проверка договора за один день",
    base_price: 4000,
    category: "contracts",
    price_from: true,
    ...overrides,
  };
}

export async function send(
  app: App,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function executorList(app: App, token: string): Promise<ExecutorService[]> {
  const response = await send(app, "GET", "/api/executor/services", token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/**
 * The public catalogue; its brotli and gzip copies (compressed once per change) are checked to
 * say the same, so every catalogue test also shows a change reaching the compressed answers.
 */
export async function publicList(app: App): Promise<Service[]> {
  const response = await send(app, "GET", "/api/services");
  expect(response.statusCode).toBe(200);
  const list = response.json() as Service[];
  const compressed = async (encoding: "br" | "gzip") => {
    const answer = await app.inject({
      url: "/api/services",
      headers: { "accept-encoding": encoding },
    });
    expect(answer.headers["content-encoding"]).toBe(encoding);
    const decode = encoding === "br" ? brotliDecompressSync : gunzipSync;
    return JSON.parse(decode(answer.rawPayload).toString()) as Service[];
  };
  expect(await compressed("br")).toEqual(list);
  expect(await compressed("gzip")).toEqual(list);
  return list;
}

export async function createServiceOk(
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ExecutorService> {
  const response = await send(app, "POST", "/api/services", token, serviceForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

export async function lastAudit(db: Db) {
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  if (!row) throw new Error("the audit log is empty");
  return row;
}

/**
 * Everything a catalogue write could touch, as the API shows it: a refused call must leave all of
 * it exactly as it was.
 */
export async function catalogueState(app: App, db: Db, token: string) {
  return {
    cabinet: await executorList(app, token),
    site: await publicList(app),
    audit: await auditCount(db),
  };
}
