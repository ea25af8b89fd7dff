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
