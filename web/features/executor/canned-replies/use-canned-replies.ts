import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CANNED_REPLY_TEXTS as T } from "../../../../domain/canned-replies/canned-replies.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import {
  type CannedReplyInput,
  cannedRepliesApi,
  cannedRepliesQuery,
} from "../../../api/canned-replies.ts";
import { errorText } from "../../../api/client.ts";

/** The server's Russian detail, after the failed act's own words. */
export const detailOf = (error: unknown) => errorText(error, API_TEXTS.internal);

/** Opening the tab loads the replies, never a copy kept from an earlier visit. */
export function useCannedReplies() {
  return useQuery({ ...cannedRepliesQuery, staleTime: 0 });
}

/** After any write, success or not: the tab and the chats' «/» lists show the server's state. */
function useRefreshCannedReplies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.cannedReplies });
}

/** Lets the form's dialog know a save is running, so it cannot be closed under it. */
export const SAVE_CANNED_REPLY_MUTATION = ["canned-replies", "save"] as const;

/** Creates (`id` null) or saves the whole form; the form shows its failure itself too. */
export function useSaveCannedReply(id: number | null) {
  const refresh = useRefreshCannedReplies();
  return useMutation({
    mutationKey: SAVE_CANNED_REPLY_MUTATION,
    mutationFn: (input: CannedReplyInput) =>
      id === null ? cannedRepliesApi.create(input) : cannedRepliesApi.update(id, input),
    onSuccess: () =>
      notifications.show({ color: "teal", message: id === null ? T.created : T.updated }),
    onError: (error) =>
      notifications.show({
        color: "red",
        message: `${id === null ? T.createFailed : T.updateFailed}${detailOf(error)}`,
      }),
    onSettled: refresh,
  });
}

export function useDeleteCannedReply() {
  const refresh = useRefreshCannedReplies();
  return useMutation({
    mutationFn: (id: number) => cannedRepliesApi.remove(id),
    onSuccess: () => notifications.show({ color: "teal", message: T.deleted }),
    onError: (error) =>
      notifications.show({ color: "red", message: `${T.deleteFailed}${detailOf(error)}` }),
    onSettled: refresh,
  });
}
