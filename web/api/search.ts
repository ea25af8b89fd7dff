import type { SearchResults } from "../../domain/search/search-schemas.ts";
import { apiFetch } from "./client.ts";

export type {
  ArticleHit,
  ChatHit,
  FileHit,
  MarkedText,
  MessageHit,
  SearchResults,
  ServiceHit,
} from "../../domain/search/search-schemas.ts";

/** The cabinets' search (issue 14 §4): one call, every group the caller may see. */
export const searchApi = {
  search: (q: string, signal?: AbortSignal) =>
    apiFetch<SearchResults>(`/search?q=${encodeURIComponent(q)}`, { signal }),
};
