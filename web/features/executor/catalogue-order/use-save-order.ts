import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { CATALOGUE_ORDER_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { ApiError, errorText } from "../../../api/client.ts";

interface SaveOrderOptions<T extends { id: number }> {
  order: { ordered: readonly T[]; reset(): void };
  /** The tab's call: the ids in their new order. */
  save(ids: number[]): Promise<unknown>;
  /** Reads the lists again (the tab's and the site's). */
  refresh(): Promise<unknown>;
  savedText: string;
}

const isStaleList = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * «Сохранить порядок». Saved: the list shows the server's order. Refused because the list changed
 * (409: someone added or deleted a service): the draft cannot apply, so the list shows the one
 * there is. Any other failure (the network, the server) keeps the draft and its notice, to be
 * saved again (spec 3 §2).
 */
export function useSaveOrder<T extends { id: number }>(options: SaveOrderOptions<T>) {
  const mutation = useMutation({
    mutationFn: () => options.save(options.order.ordered.map((item) => item.id)),
    onSuccess: async () => {
      options.order.reset();
      await options.refresh();
      notifications.show({ color: "teal", message: options.savedText });
    },
    onError: async (error) => {
      notifications.show({
        color: "red",
        title: T.failed,
        message: errorText(error, T.unknownError),
      });
      if (isStaleList(error)) {
        options.order.reset();
        await options.refresh();
      }
    },
  });
  return { save: () => mutation.mutate(), saving: mutation.isPending };
}
