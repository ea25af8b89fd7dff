import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { useRefreshCatalogue } from "./use-executor-services.ts";
import type { useServiceOrder } from "./use-service-order.ts";

/**
 * «Сохранить порядок». Either way the list then shows the server's order: the saved one, or,
 * after a refusal (another executor changed the list: 409), the one there is.
 */
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
      order.reset();
      notifications.show({
        color: "red",
        title: T.orderFailed,
        message: errorText(error, T.orderFailed),
      });
    },
    onSettled: () => refresh(),
  });
}
