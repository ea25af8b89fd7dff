import type { Actor } from "../../http/access-matrix.ts";
import type { Call } from "./call.ts";
import type { World } from "./world.ts";

export interface Answer {
  status: number;
  /** The error's `detail`, if the answer is one. */
  detail: string | null;
  body: string;
}

/**
 * The ids a path's `{id}` takes when the route's request does not say: the object of that kind
 * the matrix is about, so a new route under one of these paths needs only its row.
 */
export function defaultParams(w: World, template: string): Record<string, string | number> {
  const under = (prefix: string) => template.startsWith(prefix);
  if (under("/api/chat/sessions/{id}")) return { id: w.chatA.id };
  if (under("/api/guest/chat/sessions/{id}")) return { id: w.guestChat.id, fileId: w.guestFile };
  if (under("/api/chat/files/{id}")) return { id: w.chatFileA };
  if (under("/api/files/{id}")) return { id: w.archiveFileA };
  if (under("/api/folders/{id}")) return { id: w.folderA };
  if (under("/api/executor/corporate-clients/{id}")) {
    return { id: w.company.id, documentId: w.companyDocument };
  }
  return {};
}

/** One call of the matrix: through inject, or over the socket at `base` for an event stream. */
export async function send(
  w: World,
  base: string,
  route: string,
  actor: Actor,
  call: Call,
): Promise<Answer> {
  const [method, template] = route.split(" ") as [string, string];
  const params = { ...defaultParams(w, template), ...call.params };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`no value for {${name}}: add the route's request in server/test/access`);
    }
    return encodeURIComponent(String(value));
  });
  const url = call.query ? `${path}?${new URLSearchParams(call.query)}` : path;
  const token = call.token === undefined ? w.tokens[actor] : call.token;
  const headers = { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (call.stream) return openStream(`${base}${url}`, headers);
  const response = await w.app.inject({
    method: method as "GET",
    url,
    headers,
    remoteAddress: w.ips[actor],
    ...(call.payload === undefined ? {} : { payload: call.payload as string }),
  });
  return { status: response.statusCode, detail: detailOf(response.body), body: response.body };
}

/** Event streams never end by themselves: the status is read, then the socket is closed. */
async function openStream(url: string, headers: Record<string, string>): Promise<Answer> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const body = response.ok ? "" : await response.text();
  controller.abort();
  return { status: response.status, detail: detailOf(body), body };
}

function detailOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    return typeof parsed.detail === "string" ? parsed.detail : null;
  } catch {
    return null;
  }
}
