/** The single row an INSERT/UPDATE … RETURNING must produce; its absence is a bug, not input. */
export function one<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error("Expected exactly one row");
  return row;
}
