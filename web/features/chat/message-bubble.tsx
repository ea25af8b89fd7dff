import { Group, Paper, Stack, Text } from "@mantine/core";
import { TELEGRAM_TEXTS } from "../../../domain/telegram/telegram.ts";
import { formatMoscowTime } from "../../../domain/time.ts";
import type { ChatMessage } from "../../api/chat.ts";
import { FileSignature } from "../signatures/file-signature.tsx";
import classes from "./chat.module.css";
import { FileLink, fileOf } from "./file-link.tsx";
import { type PayerContext, PaymentRequestCard } from "./payment-request-card.tsx";
import { MessageReceipt } from "./read-receipt.tsx";

export const isSystemMessage = (message: ChatMessage) =>
  message.sender_type === "system" ||
  message.message_type === "system" ||
  message.message_type === "auto_reply";

interface MessageBubbleProps {
  message: ChatMessage;
  /** Written by the viewer's side: drawn on the right. */
  mine: boolean;
  author: string;
  /** Set when the viewer pays the chat's payment requests (the client or the guest). */
  payer?: PayerContext;
  /** A payment request that a newer one replaced. */
  superseded?: boolean;
}

/** One message: the viewer's on the right, the other party's on the left, system ones centred. */
export function MessageBubble({
  message,
  mine,
  author,
  payer,
  superseded = false,
}: MessageBubbleProps) {
  const time = (
    <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
      {formatMoscowTime(message.created_at)}
    </Text>
  );

  const file = fileOf(message);
  if (isSystemMessage(message)) {
    return (
      <Paper
        className={classes.system}
        px="md"
        py={6}
        radius="md"
        bg="yellow.0"
        data-sender="system"
        data-message-id={message.id}
      >
        <Text size="sm">{message.content}</Text>
        {/* A file the site itself put in the chat: a signed document's certificate. */}
        {file ? <FileLink file={file} /> : null}
        {time}
      </Paper>
    );
  }

  const isPayment = message.message_type === "payment_request" && message.payment_amount !== null;
  return (
    <Paper
      className={`${classes.bubble} ${mine ? classes.mine : classes.theirs}`}
      px="md"
      py="xs"
      radius="lg"
      withBorder
      data-sender={message.sender_type}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <Group justify="space-between" gap="md" wrap="nowrap" mb={2}>
        <Text size="xs" fw={700} c="dimmed">
          {author}
        </Text>
        <Group gap={4} wrap="nowrap">
          {message.via === "telegram" ? (
            <Text size="xs" c="dimmed" data-testid="via-telegram">
              {TELEGRAM_TEXTS.viaTelegram} ·
            </Text>
          ) : null}
          {time}
          {mine ? <MessageReceipt messageId={message.id} /> : null}
        </Group>
      </Group>
      {isPayment ? (
        <PaymentRequestCard
          message={message}
          payer={mine ? undefined : payer}
          superseded={superseded}
        />
      ) : file ? (
        <Stack gap={4}>
          {message.content ? <Text size="sm">{message.content}</Text> : null}
          <FileLink file={file} />
          {file.id ? <FileSignature fileId={file.id} fileName={file.name} /> : null}
        </Stack>
      ) : (
        <Text size="sm">{message.content}</Text>
      )}
    </Paper>
  );
}
