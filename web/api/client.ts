import { API_TEXTS } from "../../domain/errors.ts";
import { takeInitialAnswer } from "./initial-data.ts";

// web/start-app.js reads the same key (a signed-in visitor's page starts at once).
const TOKEN_KEY = "token";
const EMAIL_KEY = "userEmail";

/**
 * The token lives in localStorage, as the spec says (spec 1 §4, §6). The server renders public
 * pages as for a guest: there it reads no token.
 */
export const tokenStorage = {
  get: () => (typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY)),
  set(token: string, email: string) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(EMAIL_KEY, email);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(EMAIL_KEY);
  },
};

/** An API failure with the server's Russian `detail` (or a generic text) ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored token (default true; harmless on public calls). */
  auth?: boolean;
  /** Extra request headers (an Idempotence-Key). */
  headers?: Record<string, string>;
  /** Let the request outlive the page (a goodbye sent as the tab closes). */
  keepalive?: boolean;
};

/**
 * A screen that can resolve a refusal by its `code` (the cabinet's password dialog for
 * `reauthentication_required`, decision 049; the number's confirmation for
 * `phone_confirmation_required`, issue 45) registers here, and is unregistered by the function
 * returned; true once it did, and the call is sent again, once more each time it is resolved.
 */
type RefusalResolver = (code: string, detail: string) => Promise<boolean>;
const refusalResolvers = new Set<RefusalResolver>();
export function addRefusalResolver(resolver: RefusalResolver): () => void {
  refusalResolvers.add(resolver);
  return () => {
    refusalResolvers.delete(resolver);
  };
}
async function resolveRefusal(code: string, detail: string): Promise<boolean> {
  for (const resolver of refusalResolvers) if (await resolver(code, detail)) return true;
  return false;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A public read the page already carries (server/http/page-data.ts) needs no round trip.
  if ((options.method ?? "GET") === "GET" && options.auth === false) {
    const initial = takeInitialAnswer(path);
    if (initial) return initial.value as T;
  }
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  const token = options.auth === false ? null : tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, API_TEXTS.networkError);
  }

  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = data && typeof data.detail === "string" ? data.detail : API_TEXTS.internal;
    if (data?.code && (await resolveRefusal(data.code, detail))) {
      return apiFetch<T>(path, options);
    }
    throw new ApiError(response.status, detail);
  }
  return data as T;
}

/** The text to show for any error: the server detail, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.detail : fallback;
}

/** The thing asked for is not there (or no longer): a 404. */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A missing thing or a refused token will not change by retrying: say so at once. */
export function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  return (
    !(error instanceof ApiError && (error.status === 404 || error.status === 401)) &&
    failureCount < 2
  );
}
