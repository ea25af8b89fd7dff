import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { type InitialDataPath, itemOfAnswerPath } from "../../domain/site-pages/initial-data.ts";
import { initialAnswerPaths, takeInitialAnswer } from "../api/initial-data.ts";
import { queryKeys } from "../api/query-keys.ts";

/**
 * The query that holds each answer a page may carry (domain/site-pages/initial-data.ts). Typed by
 * the path, so an answer the server starts to embed cannot be left without its query. Each of
 * these queries keeps the server's answer as it came (any shaping is the hook's `select`).
 */
const PAGE_QUERY_KEYS: Record<InitialDataPath, QueryKey> = {
  "/services": queryKeys.services,
  "/business-tariffs": queryKeys.businessTariffs,
  "/reviews": queryKeys.reviews,
  "/articles": queryKeys.articles,
  "/site-settings": queryKeys.siteSettings,
  "/payments/settings": queryKeys.paymentSettings,
  "/auto-lawyer/services": queryKeys.autoLawyerServices,
  "/trusted-clients": queryKeys.trustedClients,
  "/auth/methods": queryKeys.authMethods,
};

/**
 * Puts the answers the page carries into the query cache before the first render, so the first
 * render already draws the content: no loading state, and no second render of the whole page a
 * moment later when the answers would have come through the queries' own (async) functions.
 */
export function seedPageQueries(
  client: QueryClient,
  age: { whateverTheirAge?: boolean } = {},
): void {
  for (const path of initialAnswerPaths(age)) {
    const key = queryKeyOf(path);
    if (!key) continue;
    const answer = takeInitialAnswer(path, age);
    if (answer) client.setQueryData(key, answer.value);
  }
}

/** The server's side of the same: a page is rendered from the answers it will carry. */
export function seedQueriesFrom(client: QueryClient, answers: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(answers)) {
    const key = queryKeyOf(path);
    if (key) client.setQueryData(key, value);
  }
}

/** The query of an answer: a list's, or the one item of a service's or an article's page. */
function queryKeyOf(path: string): QueryKey | null {
  if (path in PAGE_QUERY_KEYS) return PAGE_QUERY_KEYS[path as InitialDataPath];
  const item = itemOfAnswerPath(path);
  if (!item) return null;
  if (item.recommendations) return queryKeys.recommendations(item.id);
  return item.kind === "services" ? queryKeys.service(item.id) : queryKeys.article(item.id);
}
