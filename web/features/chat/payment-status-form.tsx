import { Radio, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "../../../domain/chat/chat.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { useSessionUpdated } from "./chat-queries.ts";

/** «Статус оплаты» (spec 3 §4): the executor's bookkeeping mark on the chat, one of five. */
export function PaymentStatusForm({
  session,
  dialog,
}: {
  session: ChatSession;
  dialog: DialogControls;
}) {
  const sessionUpdated = useSessionUpdated();
  const [status, setStatus] = useState<PaymentStatus>(session.payment_status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dialog.run(async () => {
      try {
        const body = { payment_status: status };
        sessionUpdated(await executorPaymentsApi.updatePaymentStatus(session.id, body));
        notifications.show({ color: "teal", message: T.paymentStatusSuccess });
        dialog.close();
      } catch (failure) {
        notifications.show({ color: "red", message: errorText(failure, T.unknownError) });
      }
    });
  };

  return (
    <form onSubmit={submit}>
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
        <DialogButtons
          controls={dialog}
          submitLabel={T.paymentStatusSave}
          disabled={status === session.payment_status}
        />
      </Stack>
    </form>
  );
}
