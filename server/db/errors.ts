/**
 * True for PostgreSQL's unique_violation (23505), from pg or PGlite, wrapped by Drizzle or not;
 * with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") {
      if (!constraint) return true;
      const named = "constraint" in current ? current.constraint : undefined;
      const message = "message" in current ? String(current.message) : "";
      return named === constraint || message.includes(constraint);
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Errors that mean "the database cannot be reached right now" (a restart, a network cut, a full
 * pool that timed out), as opposed to a bad query: the request may succeed if tried again soon.
 * PostgreSQL's class 08 (connection exception) and 57P0x (shutdown, cannot connect now), and the
 * driver's own socket and timeout failures.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object") {
      const code = "code" in current ? String(current.code) : "";
      if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
      const message = "message" in current ? String(current.message) : "";
      if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}
