import { Divider, Stack, Text } from "@mantine/core";
import { Fragment, useLayoutEffect, useRef } from "react";
import { workingHoursText } from "../../../domain/site-settings/site-settings.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import type { ChatMessage } from "../../api/chat.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import classes from "./chat.module.css";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { MessageBubble } from "./message-bubble.tsx";
import type { PayerContext } from "./payment-request-card.tsx";

/** The empty chat; the client side also learns when a lawyer is at work (the site settings). */
function EmptyChat({ forClient }: { forClient: boolean }) {
  const hours = useSiteSettings().office_hours;
  return (
    <Stack gap={4} py="xl" px="md" ta="center">
      <Text c="dimmed">{T.noMessages}</Text>
      {forClient ? (
        <Text c="dimmed" size="sm" data-testid="chat-working-hours">
          {T.workingHours(workingHoursText(hours))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Closer than this to the bottom counts as «reading the newest»: new messages scroll into view. */
const STICK_DISTANCE_PX = 120;

interface MessageListProps {
  messages: readonly ChatMessage[] | undefined;
  /** Which sender the viewer is: their messages go on the right. */
  viewerSide: "client" | "executor";
  /** The name shown over the other party's messages when a message carries none of its own. */
  otherPartyName: string;
  /** Set when the viewer pays the executor's payment requests (the client, or the guest). */
  payer?: PayerContext;
}

/**
 * A client or guest sees each lawyer by the name on their profile (several may answer one chat);
 * the executor keeps the client's name from the chat.
 */
function authorOf(message: ChatMessage, viewerSide: "client" | "executor", fallback: string) {
  return viewerSide === "client" ? message.sender_name || fallback : fallback;
}

const isPaymentRequest = (message: ChatMessage) =>
  message.message_type === "payment_request" && message.payment_amount !== null;

/** The request the server takes payment for: the newest one. Older unpaid ones are replaced. */
function openRequestIdOf(messages: readonly ChatMessage[] | undefined): number | null {
  return messages?.findLast(isPaymentRequest)?.id ?? null;
}

/**
 * The conversation, oldest first, with a date line whenever the (Moscow) day changes. It follows
 * the newest message unless the reader has scrolled up to read older ones.
 */
export function MessageList({ messages, viewerSide, otherPartyName, payer }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const count = messages?.length ?? 0;
  const last = messages?.at(-1);
  const openRequestId = openRequestIdOf(messages);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || count === 0) return;
    // A message of one's own always comes into view, even when reading older ones.
    if (stick.current || last?.sender_type === viewerSide) {
      element.scrollTop = element.scrollHeight;
      stick.current = true;
    }
  }, [count, last, viewerSide]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    stick.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_DISTANCE_PX;
  };

  let previousDay = "";
  return (
    <div
      ref={box}
      className={
        viewerSide === "client" ? `${classes.messages} ${classes.clientMessages}` : classes.messages
      }
      onScroll={onScroll}
      role="log"
      aria-label={T.messagesLabel}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {!messages ? (
        <LoadingState label={T.messagesLoading} />
      ) : messages.length === 0 ? (
        <EmptyChat forClient={viewerSide === "client"} />
      ) : (
        <Stack gap="sm" p="sm">
          {messages.map((message) => {
            const day = formatMoscowDate(message.created_at);
            const newDay = day !== previousDay;
            previousDay = day;
            const mine = message.sender_type === viewerSide;
            return (
              <Fragment key={message.id}>
                {newDay ? <Divider label={day} labelPosition="center" /> : null}
                <MessageBubble
                  message={message}
                  mine={mine}
                  author={mine ? T.you : authorOf(message, viewerSide, otherPartyName)}
                  payer={payer}
                  superseded={isPaymentRequest(message) && message.id !== openRequestId}
                />
              </Fragment>
            );
          })}
        </Stack>
      )}
    </div>
  );
}
