import { useQuery } from "@tanstack/react-query";
import {
  CHAT_PAGE_MAX,
  DOCUMENTS_PAGE_SIZE,
  POLL_INTERVALS_MS,
} from "../../../domain/chat/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useOffsetPages } from "../../lib/offset-pages.ts";
import { useLiveEvents } from "../chat/live-events.ts";

/**
 * The signed-in client's chats (each one is an order), all of them up to the page maximum: the
 * dashboard counts and sorts a person's own orders. Push events refresh them; the 10 s poll runs
 * only while the push channel is down.
 */
export function useClientChats() {
  const { connected } = useLiveEvents();
  return useQuery({
    queryKey: queryKeys.chatSessions("all"),
    queryFn: () => chatApi.list("all", { limit: CHAT_PAGE_MAX }),
    refetchInterval: connected ? false : POLL_INTERVALS_MS.chatList,
  });
}

/** The first page of the files from all the client's chats, newest first (the overview's count). */
export function useClientDocuments() {
  const { connected } = useLiveEvents();
  return useQuery({
    queryKey: queryKeys.documents,
    queryFn: ({ signal }) => chatApi.documents(0, signal),
    refetchInterval: connected ? false : POLL_INTERVALS_MS.dashboardStats,
  });
}

/** «Готовые документы»: the same first page, then the next ones with «Показать ещё». */
export function useClientDocumentPages() {
  const { connected } = useLiveEvents();
  return useOffsetPages({
    queryKey: queryKeys.documentPages,
    firstPageKey: queryKeys.documents,
    pageSize: DOCUMENTS_PAGE_SIZE,
    fetchPage: (offset, signal) => chatApi.documents(offset, signal),
    refetchInterval: connected ? false : POLL_INTERVALS_MS.dashboardStats,
  });
}
