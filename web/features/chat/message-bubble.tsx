import { Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { formatAmount } from "../../../domain/money.ts";
import { formatMoscowTime } from "../../../domain/time.ts";
import type { ChatMessage } from "../../api/chat.ts";
import classes from "./chat.module.css";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { FileLink, fileOf } from "./file-link.tsx";

export const isSystemMessage = (message: ChatMessage) =>
  message.sender_type === "system" || message.message_type === "system";

/**
 * A payment request from the executor (spec 2 §4). Card payment arrives with the payments issue;
 * until then the button is shown disabled with the reason, never a pretended payment.
 */
function PaymentRequest({ message, forClient }: { message: ChatMessage; forClient: boolean }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700}>
        {T.paymentRequest}: {formatAmount(message.payment_amount ?? 0)}
      </Text>
      {message.content ? <Text size="sm">{message.content}</Text> : null}
      {forClient ? (
        <Tooltip label={T.payComingSoon} multiline w={240}>
          {/* Not `disabled`: a disabled button gets no pointer events and would hide the tooltip. */}
          <Button
            size="xs"
            leftSection={<IconCreditCard size={14} />}
            data-disabled
            aria-disabled
            onClick={(event) => event.preventDefault()}
            style={{ alignSelf: "flex-start" }}
          >
            {T.pay}
          </Button>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  /** Written by the viewer's side: drawn on the right. */
  mine: boolean;
  author: string;
  /** The viewer is the client (the payer of a payment request). */
  viewerIsClient: boolean;
}

/** One message: the viewer's on the right, the other party's on the left, system ones centred. */
export function MessageBubble({ message, mine, author, viewerIsClient }: MessageBubbleProps) {
  const time = (
    <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
      {formatMoscowTime(message.created_at)}
    </Text>
  );

  if (isSystemMessage(message)) {
    return (
      <Paper
        className={classes.system}
        px="md"
        py={6}
        radius="md"
        bg="yellow.0"
        data-sender="system"
      >
        <Text size="sm">{message.content}</Text>
        {time}
      </Paper>
    );
  }

  const file = fileOf(message);
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
    >
      <Group justify="space-between" gap="md" wrap="nowrap" mb={2}>
        <Text size="xs" fw={700} c="dimmed">
          {author}
        </Text>
        {time}
      </Group>
      {isPayment ? (
        <PaymentRequest message={message} forClient={viewerIsClient && !mine} />
      ) : file ? (
        <Stack gap={4}>
          {message.content ? <Text size="sm">{message.content}</Text> : null}
          <FileLink file={file} />
        </Stack>
      ) : (
        <Text size="sm">{message.content}</Text>
      )}
    </Paper>
  );
}
