import { notifications } from "@mantine/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { tokenStorage } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAuth } from "../../lib/auth.ts";
import { applyLiveNotice } from "./live-notices.ts";
import { readEventStream, type ServerSentEvent } from "./sse-reader.ts";

/** The notice's close button needs a name (axe: button-name). */
const CLOSE_NOTICE = "Закрыть уведомление";

/** Waits before each reconnect; the last one repeats. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 15_000];
/** The server sends `: ping` every 25 s; a silent minute means a dead (half-open) connection. */
const STALL_MS = 60_000;
/**
 * A stream outlives its last subscriber this long, so moving between two pages that both listen
 * (or StrictMode's double effects) reuses the connection instead of reopening it.
 */
const LINGER_MS = 1_000;

interface Stream {
  url: string;
  /** Send the Bearer token (the user stream); a guest stream needs only the chat id. */
  auth: boolean;
  queryClient: QueryClient;
  subscribers: Set<() => void>;
  connected: boolean;
  /** Set once the first `ready` arrived: a later `ready` is a reconnect that may have missed events. */
  everConnected: boolean;
  failures: number;
  closed: boolean;
  controller: AbortController | null;
  /** Events read from one chunk of the stream cause one refetch, not one each. */
  invalidating: boolean;
  timers: { retry?: number; linger?: number; stall?: number };
}

/** One connection per stream key, shared by every component that listens to it. */
const streams = new Map<string, Stream>();

function setConnected(stream: Stream, connected: boolean) {
  if (stream.connected === connected) return;
  stream.connected = connected;
  for (const notify of stream.subscribers) notify();
}

function invalidateChats(stream: Stream) {
  if (stream.invalidating) return;
  stream.invalidating = true;
  // A microtask, not a timer: background tabs clamp timers to a second or more.
  queueMicrotask(() => {
    stream.invalidating = false;
    // A refetch already running is restarted (the default): it may have read the data before
    // this change was committed, and keeping it would leave the screen stale until the next event.
    void stream.queryClient.invalidateQueries({ queryKey: queryKeys.chat });
  });
}

function parsed(event: ServerSentEvent): Partial<ChatEvent> {
  try {
    return JSON.parse(event.data) as Partial<ChatEvent>;
  } catch {
    return {};
  }
}

function onServerEvent(stream: Stream, event: ServerSentEvent) {
  if (event.event === "ready") {
    stream.failures = 0;
    if (stream.everConnected) invalidateChats(stream);
    stream.everConnected = true;
    setConnected(stream, true);
  } else if (event.event === "chat") {
    const data = parsed(event);
    if (applyLiveNotice(stream.queryClient, data)) return;
    invalidateChats(stream);
    if (data.type === "payment.received" && data.notice) {
      // Money arrived (executors only): «Новая оплата: …», wherever in the site the lawyer is.
      notifications.show({
        color: "teal",
        message: data.notice,
        autoClose: 10_000,
        closeButtonProps: { "aria-label": CLOSE_NOTICE },
      });
    }
    if (data.type === "review.updated") {
      // Reviews live outside the "chat" keys: someone else's moderation refreshes the lists too.
      void stream.queryClient.invalidateQueries({
        queryKey: cabinetQueryKeys.moderationReviewLists,
      });
      void stream.queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    }
  }
}

function armStallWatchdog(stream: Stream, controller: AbortController) {
  window.clearTimeout(stream.timers.stall);
  stream.timers.stall = window.setTimeout(() => controller.abort(), STALL_MS);
}

/** A 4xx other than 408/429 will not heal by retrying (the guest chat expired, the token died). */
const isFinal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

async function connect(stream: Stream) {
  const controller = new AbortController();
  stream.controller = controller;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (stream.auth) {
    const token = tokenStorage.get();
    if (!token) return;
    headers.authorization = `Bearer ${token}`;
  }
  let retry = true;
  try {
    const response = await fetch(stream.url, {
      headers,
      signal: controller.signal,
      cache: "no-store",
    });
    if (!response.ok || !response.body) {
      retry = !isFinal(response.status);
    } else {
      armStallWatchdog(stream, controller);
      await readEventStream(
        response.body,
        (event) => onServerEvent(stream, event),
        () => armStallWatchdog(stream, controller),
      );
    }
  } catch {
    // A network failure, the server going away, or our own abort: all handled below.
  }
  window.clearTimeout(stream.timers.stall);
  if (stream.closed || stream.controller !== controller) return;
  setConnected(stream, false);
  // Consumers poll while disconnected, so giving up on a final answer loses nothing.
  if (!retry) return;
  const delay = RETRY_DELAYS_MS[Math.min(stream.failures, RETRY_DELAYS_MS.length - 1)];
  stream.failures += 1;
  stream.timers.retry = window.setTimeout(() => void connect(stream), delay);
}

function close(key: string, stream: Stream) {
  stream.closed = true;
  for (const timer of Object.values(stream.timers)) window.clearTimeout(timer);
  stream.controller?.abort();
  streams.delete(key);
}

function acquire(
  key: string,
  url: string,
  auth: boolean,
  queryClient: QueryClient,
  notify: () => void,
): () => void {
  let stream = streams.get(key);
  if (!stream) {
    stream = {
      url,
      auth,
      queryClient,
      subscribers: new Set(),
      connected: false,
      everConnected: false,
      failures: 0,
      closed: false,
      controller: null,
      invalidating: false,
      timers: {},
    };
    streams.set(key, stream);
    void connect(stream);
  }
  const current = stream;
  window.clearTimeout(current.timers.linger);
  current.timers.linger = undefined;
  current.subscribers.add(notify);
  return () => {
    current.subscribers.delete(notify);
    if (current.subscribers.size > 0 || current.closed) return;
    current.timers.linger = window.setTimeout(() => close(key, current), LINGER_MS);
  };
}

const notConnected = () => false;

/**
 * Live chat events: the signed-in user's stream (a client hears their own chats, an executor all
 * chats) or, with `guestSessionId`, one guest chat's stream. Every event invalidates the chat
 * queries. Components keep polling only while `connected` is false:
 *
 * ```ts
 * const { connected } = useLiveEvents();
 * useQuery({ ..., refetchInterval: connected ? false : POLL_INTERVALS_MS.chatList });
 * ```
 *
 * Signing out changes the key, so the old connection closes with its last listener.
 */
export function useLiveEvents(options: { guestSessionId?: string } = {}): { connected: boolean } {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const guestSessionId = options.guestSessionId;
  const key = guestSessionId ? `guest:${guestSessionId}` : user ? `user:${user.id}` : null;

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!key) return () => {};
      const url = guestSessionId
        ? `/api/guest/chat/sessions/${encodeURIComponent(guestSessionId)}/events`
        : "/api/events";
      return acquire(key, url, !guestSessionId, queryClient, notify);
    },
    [key, guestSessionId, queryClient],
  );
  const snapshot = useCallback(() => (key ? (streams.get(key)?.connected ?? false) : false), [key]);
  const connected = useSyncExternalStore(subscribe, snapshot, notConnected);
  return { connected };
}
