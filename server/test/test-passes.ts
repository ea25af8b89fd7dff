/**
 * `npm test` runs the API suite twice, on PGlite and on PostgreSQL, at the same time (decision
 * 068). A file whose answer cannot depend on the engine (no database, or its own process on the
 * embedded one) runs in the PGlite pass only, which every run has: its CPU is not spent twice.
 */
export const engineIndependentRunsHere = process.env.TEST_DATABASE !== "postgres";
