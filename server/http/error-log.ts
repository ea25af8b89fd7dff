/**
 * What the logs keep of an error (pino's `err` serializer for the whole app). A failed query's
 * error carries the query's parameters (drizzle's `params` and its message's `params:` line,
 * PGlite's `params`, PostgreSQL's `detail` with the row's values): password hashes, payers'
 * names and e-mails. Only the fields named here are logged, never the parameters
 * (docs/decisions/037-malformed-input.md).
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  /** PostgreSQL's SQLSTATE or Node's error code. */
  code?: string;
  /** The constraint, table and column PostgreSQL names: where, never what. */
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const NAMED_FIELDS = ["code", "constraint", "table", "column"] as const;
/** Deep enough for drizzle → driver → socket. */
const MAX_CAUSES = 4;

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // Whatever was thrown: its text if it is one, never an object's fields.
    const message = typeof error === "string" ? error : `(not an Error: ${typeof error})`;
    return { type: "thrown value", message, stack: "" };
  }
  const message = messageOf(error);
  const logged: LoggedError = {
    type: error.name || error.constructor?.name || "Error",
    message,
    stack: stackOf(error, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of NAMED_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = String(value);
  }
  if (typeof fields.statusCode === "number") logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = errorForLog(error.cause, depth + 1);
  }
  return logged;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps its statement, not its values. */
function messageOf(error: Error): string {
  const paramsAt = error.message.search(/\n\s*params:/);
  return paramsAt === -1 ? error.message : error.message.slice(0, paramsAt);
}

/** The stack's frames under our own message: its first lines repeat the original message. */
function stackOf(error: Error, message: string): string {
  if (!error.stack) return "";
  const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join("\n");
}
