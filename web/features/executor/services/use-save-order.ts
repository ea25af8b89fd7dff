import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi } from "../../../api/back-office-services.ts";
import { ApiError, errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { useRefreshCatalogue } from "./use-executor-services.ts";
import type { useServiceOrder } from "./use-service-order.ts";

/**
 * «Сохранить порядок». Saved: the list shows the server's order. Refused because the list changed
 * (409): the draft cannot apply, so the list shows the one there is. Any other failure (the
 * network, the server) keeps the draft and its notice, to be saved again (spec 3 §2).
 */
const isStaleList = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useSaveOrder(order: ReturnType<typeof useServiceOrder>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (ids: number[]) => backOfficeServicesApi.saveOrder(ids),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.executorServices, saved);
      order.reset();
      notifications.show({ color: "teal", message: T.orderSaved });
    },
    onError: (error) => {
      if (isStaleList(error)) order.reset();
      notifications.show({
        color: "red",
        title: T.orderFailed,
        message: errorText(error, T.orderFailed),
      });
    },
    onSettled: (_saved, error) => (error && !isStaleList(error) ? undefined : refresh()),
  });
}
