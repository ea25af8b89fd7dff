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

/** PostgreSQL's deadlock_detected (40P01) and serialization_failure (40001). */
const RETRYABLE_CODES = new Set(["40P01", "40001"]);

/**
 * True when PostgreSQL ended the transaction to break a deadlock (or a serialization conflict):
 * nothing it did was kept, and running it again is the documented remedy.
 */
export function isRetryableConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current) {
      if (RETRYABLE_CODES.has(String(current.code))) return true;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by ending it (a few times, after a
 * short random pause so the two do not meet again at once). Only for transactions whose callback
 * does nothing outside the database: a retry must repeat nothing already done elsewhere.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
