import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ConsentQueryRequest } from "../../../domain/consents/consent-schemas.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { siteContentApi } from "../../api/site-content.ts";

/** A page of the consent log; the previous page stays on screen while the next one loads. */
export function useConsents(query: ConsentQueryRequest) {
  return useQuery({
    queryKey: cabinetQueryKeys.consents(query),
    queryFn: ({ signal }) => siteContentApi.consents(query, signal),
    placeholderData: keepPreviousData,
  });
}
