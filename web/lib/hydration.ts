/** What the console shows when the browser's render of a server-rendered page differs from it. */
export const HYDRATION_ERROR_PREFIX = "Hydration mismatch:";

/**
 * The User Timing mark the app leaves once its first render has committed (web/main.tsx): on a page
 * the server rendered, the hydration is done and a guest's held tap reaches the live page. Read by
 * `npm run bench:web` (bench/first-input.ts).
 */
export const HYDRATED_MARK = "app-hydrated";
