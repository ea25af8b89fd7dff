import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { CONFIRM_TEXTS } from "../../../domain/errors.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAfterSend } from "./chat-queries.ts";
import { useLiveEvents } from "./live-events.ts";
import { checkPaymentAmount, PaymentAmountField } from "./payment-amount-field.tsx";

const COMMENT_MAX_LENGTH = 2_000;

interface PaymentRequestDialogProps {
  session: ChatSession;
  opened: boolean;
  onClose(): void;
}

interface PaymentRequestFormProps {
  session: ChatSession;
  running: boolean;
  setRunning(running: boolean): void;
  onClose(): void;
}

/** The form itself: mounted on each opening, so it always starts empty. */
function PaymentRequestForm({ session, running, setRunning, onClose }: PaymentRequestFormProps) {
  const { connected } = useLiveEvents();
  const afterSend = useAfterSend(queryKeys.chatMessages(session.id), connected);
  const [amount, setAmount] = useState<string | number>("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentAmount(amount);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setRunning(true);
    try {
      const created = await executorPaymentsApi.requestPayment(session.id, {
        message_type: "payment_request",
        payment_amount: checked.amount,
        content: comment.trim(),
      });
      setRunning(false);
      notifications.show({ color: "teal", message: T.requestSent });
      onClose();
      void afterSend(created);
    } catch (failure) {
      setRunning(false);
      notifications.show({
        color: "red",
        message: T.requestFailed(errorText(failure, T.unknownError)),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Text span c="dimmed">
            {T.requestService}:
          </Text>{" "}
          <Text span fw={600}>
            {session.service_title}
          </Text>
        </Text>
        <PaymentAmountField
          label={T.requestAmountLabel}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setError(null);
          }}
          error={error}
        />
        <Textarea
          label={T.requestCommentLabel}
          placeholder={T.requestCommentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {CONFIRM_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={running}>
            {T.requestSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * «Задать цену для оплаты» (spec 2 §5): the executor names the amount and, if they like, what it
 * is for; the client gets a payment request in the chat with a pay button.
 */
export function PaymentRequestDialog({ session, opened, onClose }: PaymentRequestDialogProps) {
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={running ? () => {} : onClose}
      title={T.requestDialogTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <PaymentRequestForm
        session={session}
        running={running}
        setRunning={setRunning}
        onClose={onClose}
      />
    </Modal>
  );
}
