import { INITIAL_DATA_ELEMENT_ID } from "../../domain/site-pages/initial-data.ts";

/**
 * The API answers the server put into the page for its first screen (server/http/page-data.ts),
 * as `<script type="application/json" id="initial-data">`. Each answers the first request for its
 * address only, and only soon after the page loaded: later requests (a refetch, a page opened
 * minutes later) go to the server as before.
 */
/** As long as a query's data counts as fresh (providers.tsx staleTime). */
const VALID_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    for (const [path, value] of Object.entries(JSON.parse(element.textContent))) {
      answers.set(path, value);
    }
  } catch {
    // A page that cannot be read simply fetches as usual.
  }
  element.remove();
  return answers;
}

/**
 * The paths whose answers the page still carries (none once they are too old to use, unless the
 * page's HTML was rendered from them: hydrating it needs the very same answers).
 */
export function initialAnswerPaths({ whateverTheirAge = false } = {}): string[] {
  if (!whateverTheirAge && performance.now() > VALID_MS) return [];
  return [...load().keys()];
}

/** The answer for `path` from the page, once; undefined when there is none (fetch it). */
export function takeInitialAnswer(
  path: string,
  { whateverTheirAge = false } = {},
): { value: unknown } | undefined {
  if (!whateverTheirAge && performance.now() > VALID_MS) return undefined;
  const store = load();
  if (!store.has(path)) return undefined;
  const value = store.get(path);
  store.delete(path);
  return { value };
}
