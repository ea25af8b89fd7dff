import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { CONFIRM_TEXTS } from "../../../domain/errors.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { useSessionUpdated } from "./chat-queries.ts";
import { checkPaymentAmount, PaymentAmountField } from "./payment-amount-field.tsx";

interface MarkPaidFormProps {
  session: ChatSession;
  running: boolean;
  setRunning(running: boolean): void;
  onClose(): void;
}

/** Mounted on each opening: the amount starts as the chat's requested one, or empty. */
function MarkPaidForm({ session, running, setRunning, onClose }: MarkPaidFormProps) {
  const sessionUpdated = useSessionUpdated();
  const [amount, setAmount] = useState<string | number>(session.payment_amount ?? "");
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
      const updated = await executorPaymentsApi.markPaid(session.id, { amount: checked.amount });
      setRunning(false);
      sessionUpdated(updated);
      notifications.show({ color: "teal", message: T.markPaidSuccess });
      onClose();
    } catch (failure) {
      setRunning(false);
      notifications.show({ color: "red", message: errorText(failure, T.unknownError) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{T.markPaidText}</Text>
        <PaymentAmountField
          label={T.markPaidAmountLabel}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {CONFIRM_TEXTS.cancel}
          </Button>
          <Button type="submit" color="teal" loading={running}>
            {T.markPaid}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface MarkPaidDialogProps {
  session: ChatSession;
  opened: boolean;
  onClose(): void;
}

/**
 * «Подтвердить оплату» (spec 3 §2): the executor received a transfer and says how much; the chat
 * becomes paid, the client sees a system message and the amount counts in the earnings.
 */
export function MarkPaidDialog({ session, opened, onClose }: MarkPaidDialogProps) {
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={running ? () => {} : onClose}
      title={T.markPaidTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <MarkPaidForm session={session} running={running} setRunning={setRunning} onClose={onClose} />
    </Modal>
  );
}
