/** What the console shows when the browser's render of a server-rendered page differs from it. */
export const HYDRATION_ERROR_PREFIX = "Hydration mismatch:";
