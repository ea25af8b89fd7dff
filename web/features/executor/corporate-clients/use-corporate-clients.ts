import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type CorporateClientsQueryInput, corporateApi } from "../../../api/corporate.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useCorporateClients(query: CorporateClientsQueryInput) {
  return useQuery({
    queryKey: queryKeys.corporateClients(query),
    queryFn: () => corporateApi.clients(query),
    placeholderData: keepPreviousData,
  });
}
