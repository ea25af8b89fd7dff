import { Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { useAfterSend } from "./chat-queries.ts";
import { useLiveEvents } from "./live-events.ts";
import { checkPaymentAmount, PaymentAmountField } from "./payment-amount-field.tsx";

const COMMENT_MAX_LENGTH = 2_000;

/**
 * «Задать цену для оплаты» (spec 2 §5): the executor names the amount and, if they like, what it
 * is for; the client gets a payment request in the chat with a pay button.
 */
export function PaymentRequestForm({
  session,
  dialog,
}: {
  session: ChatSession;
  dialog: DialogControls;
}) {
  const { connected } = useLiveEvents();
  const afterSend = useAfterSend(queryKeys.chatMessages(session.id), connected);
  const [amount, setAmount] = useState<string | number>("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The corporate chat sells whatever the company asks for: the lawyer names it for the invoice.
  const namesService = session.is_corporate_session;
  const [service, setService] = useState("");
  const [serviceError, setServiceError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentAmount(amount);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    if (namesService && !service.trim()) {
      setServiceError(T.requestServiceRequired);
      return;
    }
    void dialog.run(async () => {
      try {
        const created = await executorPaymentsApi.requestPayment(session.id, {
          message_type: "payment_request",
          payment_amount: checked.amount,
          content: comment.trim(),
          ...(namesService ? { service_title: service.trim() } : {}),
        });
        notifications.show({ color: "teal", message: T.requestSent });
        dialog.close();
        void afterSend(created);
      } catch (failure) {
        notifications.show({
          color: "red",
          message: T.requestFailed(errorText(failure, T.unknownError)),
        });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {namesService ? (
          <TextInput
            label={T.requestServiceLabel}
            description={T.requestServiceHint}
            required
            maxLength={300}
            value={service}
            error={serviceError}
            onChange={(event) => {
              setService(event.currentTarget.value);
              setServiceError(null);
            }}
          />
        ) : (
          <Text size="sm">
            <Text span c="dimmed">
              {T.requestService}:
            </Text>{" "}
            <Text span fw={600}>
              {session.service_title}
            </Text>
          </Text>
        )}
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
        <DialogButtons controls={dialog} submitLabel={T.requestSend} />
      </Stack>
    </form>
  );
}
