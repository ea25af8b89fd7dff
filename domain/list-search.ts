/** Spec 3 §9: a cabinet list's search waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;
