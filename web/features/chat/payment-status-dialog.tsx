import { Button, Group, Modal, Radio, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "../../../domain/chat.ts";
import { CONFIRM_TEXTS } from "../../../domain/errors.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { useSessionUpdated } from "./chat-queries.ts";

interface PaymentStatusFormProps {
  session: ChatSession;
  running: boolean;
  setRunning(running: boolean): void;
  onClose(): void;
}

/** Mounted on each opening, starting from the chat's current mark. */
function PaymentStatusForm({ session, running, setRunning, onClose }: PaymentStatusFormProps) {
  const sessionUpdated = useSessionUpdated();
  const [status, setStatus] = useState<PaymentStatus>(session.payment_status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRunning(true);
    try {
      const updated = await executorPaymentsApi.updatePaymentStatus(session.id, {
        payment_status: status,
      });
      setRunning(false);
      sessionUpdated(updated);
      notifications.show({ color: "teal", message: T.paymentStatusSuccess });
      onClose();
    } catch (failure) {
      setRunning(false);
      notifications.show({ color: "red", message: errorText(failure, T.unknownError) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Radio.Group
          label={T.paymentStatus}
          description={T.paymentStatusHint}
          value={status}
          onChange={(next) => setStatus(next as PaymentStatus)}
        >
          <Stack gap="xs" mt="xs">
            {PAYMENT_STATUSES.map((value) => (
              <Radio key={value} value={value} label={PAYMENT_STATUS_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {CONFIRM_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={running} disabled={status === session.payment_status}>
            {T.paymentStatusSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PaymentStatusDialogProps {
  session: ChatSession;
  opened: boolean;
  onClose(): void;
}

/** «Статус оплаты» (spec 3 §4): the executor's bookkeeping mark on the chat, one of five. */
export function PaymentStatusDialog({ session, opened, onClose }: PaymentStatusDialogProps) {
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={running ? () => {} : onClose}
      title={T.paymentStatusTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <PaymentStatusForm
        session={session}
        running={running}
        setRunning={setRunning}
        onClose={onClose}
      />
    </Modal>
  );
}
