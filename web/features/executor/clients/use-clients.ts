import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientsQueryInput } from "../../../../domain/clients/client-schemas.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { clientsApi } from "../../../api/clients.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** One page of «Клиенты»; the previous page stays on screen while the next one loads. */
export function useClients(query: ClientsQueryInput) {
  return useQuery({
    queryKey: cabinetQueryKeys.clientsPage(query),
    queryFn: ({ signal }) => clientsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientStats() {
  return useQuery({
    queryKey: cabinetQueryKeys.clientStats,
    queryFn: ({ signal }) => clientsApi.stats(signal),
  });
}

/** Erases a client; the list, the stats and every chat list (their chats are gone) refresh. */
export function useDeleteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => clientsApi.remove(id),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: cabinetQueryKeys.clients }),
        client.invalidateQueries({ queryKey: queryKeys.chat }),
      ]);
    },
  });
}
