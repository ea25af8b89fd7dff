import { queryOptions } from "@tanstack/react-query";
import type {
  CannedReply,
  CannedReplyInput,
} from "../../domain/canned-replies/canned-reply-schemas.ts";
import { cabinetQueryKeys } from "./cabinet-query-keys.ts";
import { apiFetch } from "./client.ts";

export type { CannedReply, CannedReplyInput };

/** The executor's canned replies (issue 14 §3): each executor sees only their own. */
export const cannedRepliesApi = {
  list: (signal?: AbortSignal) => apiFetch<CannedReply[]>("/canned-replies", { signal }),
  create: (body: CannedReplyInput) =>
    apiFetch<CannedReply>("/canned-replies", { method: "POST", body }),
  update: (id: number, body: CannedReplyInput) =>
    apiFetch<CannedReply>(`/canned-replies/${id}`, { method: "PUT", body }),
  remove: (id: number) =>
    apiFetch<{ deleted: true }>(`/canned-replies/${id}`, { method: "DELETE" }),
};

/**
 * One query for the cabinet's tab and the chat's «/» list, so a reply saved in one is in the
 * other at once. Each caller sets how fresh it needs the list.
 */
export const cannedRepliesQuery = queryOptions({
  queryKey: cabinetQueryKeys.cannedReplies,
  queryFn: ({ signal }) => cannedRepliesApi.list(signal),
});
