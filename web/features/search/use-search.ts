import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_DEBOUNCE_MS } from "../../../domain/list-search.ts";
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from "../../../domain/search/search.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { searchApi } from "../../api/search.ts";

/**
 * The search box's text and its results. The text asked is in the address (`&q=`, replaced, not
 * pushed, as it settles), so «back» from an opened hit returns to the same results; the server
 * is asked 300 ms after the last key, and only from two characters on.
 */
export function useSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get("q") ?? "");
  const [settled] = useDebouncedValue(text.trim().slice(0, SEARCH_QUERY_MAX), SEARCH_DEBOUNCE_MS);
  const asked = settled.length >= SEARCH_QUERY_MIN ? settled : "";

  useEffect(() => {
    setParams(
      (previous) => {
        if ((previous.get("q") ?? "") === asked) return previous;
        const next = new URLSearchParams(previous);
        if (asked) next.set("q", asked);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  const results = useQuery({
    queryKey: cabinetQueryKeys.search(asked),
    queryFn: ({ signal }) => searchApi.search(asked, signal),
    enabled: asked !== "",
    placeholderData: keepPreviousData,
  });
  return { text, setText, asked, results };
}
