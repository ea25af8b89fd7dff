import { Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { executorPaymentsApi } from "../../api/payments.ts";
import { DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { useSessionUpdated } from "./chat-queries.ts";
import { checkPaymentAmount, PaymentAmountField } from "./payment-amount-field.tsx";

/**
 * «Подтвердить оплату» (spec 3 §2): the executor received a transfer and says how much; the chat
 * becomes paid, the client sees a system message and the amount counts in the earnings.
 */
export function MarkPaidForm({
  session,
  dialog,
}: {
  session: ChatSession;
  dialog: DialogControls;
}) {
  const sessionUpdated = useSessionUpdated();
  const [amount, setAmount] = useState<string | number>(session.payment_amount ?? "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentAmount(amount);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    void dialog.run(async () => {
      try {
        sessionUpdated(await executorPaymentsApi.markPaid(session.id, { amount: checked.amount }));
        notifications.show({ color: "teal", message: T.markPaidSuccess });
        dialog.close();
      } catch (failure) {
        notifications.show({ color: "red", message: errorText(failure, T.unknownError) });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
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
        <DialogButtons controls={dialog} submitLabel={T.markPaid} color="teal" />
      </Stack>
    </form>
  );
}
