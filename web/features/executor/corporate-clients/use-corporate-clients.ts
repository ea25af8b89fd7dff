import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { type CorporateClientsQueryInput, corporateApi } from "../../../api/corporate.ts";

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useCorporateClients(query: CorporateClientsQueryInput) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateClients(query),
    queryFn: () => corporateApi.clients(query),
    placeholderData: keepPreviousData,
  });
}
