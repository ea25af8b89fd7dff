/**
 * The one error type of the API: thrown anywhere, answered as { detail } by the error handler.
 * `detail` is always Russian and safe to show to the user.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** A machine-readable reason a screen acts on (`reauthentication_required`), beside `detail`. */
    readonly code?: string,
    /** Seconds until the same request may succeed: answered as Retry-After (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = "AppError";
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail: string) => new AppError(401, detail);
export const forbidden = (detail: string) => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);

/** A limit was reached: 429 with Retry-After, the detail saying when to come back. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, detail, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
