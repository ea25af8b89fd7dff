import { randomBytes } from "node:crypto";
import type { App } from "../../app.ts";
import { bearer } from "../fixtures.ts";

/** A fixture call that must succeed: its JSON answer, or an error naming the call. */
export async function okJson<T>(
  app: App,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    // Fixtures rate-limited per address (reviews, payments) must not share one.
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 300) {
    throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

/** An address no other call uses (10.99.x.y). */
export const freshIp = () => {
  const [a, b] = randomBytes(2);
  return `10.99.${a}.${b}`;
};

/** Creates with a POST that must succeed; the new object's id. */
export async function createdId(
  app: App,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<number> {
  return (await okJson<{ id: number }>(app, "POST", url, token, payload)).id;
}
