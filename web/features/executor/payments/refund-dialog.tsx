import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatAmount, kopecksToRoubles, roublesToKopecks } from "../../../../domain/money.ts";
import { refundRequestSchema } from "../../../../domain/payments/refund-schemas.ts";
import { REFUND_REASON_MAX, REFUND_TEXTS as T } from "../../../../domain/payments/refunds.ts";
import { errorText } from "../../../api/client.ts";
import { type ExecutorPayment, executorPaymentsApi } from "../../../api/payments.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { PaymentAmountField } from "../../chat/payment-amount-field.tsx";

/** What is left to give back of a payment, roubles. */
export const refundableOf = (payment: ExecutorPayment) =>
  kopecksToRoubles(roublesToKopecks(payment.amount) - roublesToKopecks(payment.refunded_amount));

interface RefundDialogProps {
  /** The payment to refund; null closes the dialog. */
  payment: ExecutorPayment | null;
  onClose(): void;
}

/** «Вернуть» in «Платежи» (issue 31 §4): how much (all that is left, or a part) and why. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  return (
    <ResponsiveModal opened={payment !== null} onClose={onClose} title={T.dialogTitle} size="md">
      {payment ? <RefundForm key={payment.id} payment={payment} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function RefundForm({ payment, onDone }: { payment: ExecutorPayment; onDone(): void }) {
  const queryClient = useQueryClient();
  const left = refundableOf(payment);
  const [amount, setAmount] = useState<string | number>(left);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = refundRequestSchema.safeParse({
      amount: typeof amount === "number" ? amount : Number.NaN,
      reason,
    });
    if (!checked.success) {
      const found: { amount?: string; reason?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === "amount" ? "amount" : "reason";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const refund = await executorPaymentsApi.refund(payment.id, checked.data);
      notifications.show({
        color: refund.status === "pending" ? "blue" : "teal",
        message: refund.status === "pending" ? T.pending : T.done,
      });
      // The «Платежи» page, the earnings and the chat all live under "chat".
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat });
      onDone();
    } catch (error) {
      setFailure(errorText(error, T.providerRefused));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>
          {payment.service_title} · {formatAmount(payment.amount)}
        </Text>
        <Text size="sm" c="gray.7" data-testid="refund-available">
          {T.available(formatAmount(left))}
        </Text>
        {payment.provider === "manual" ? (
          <Text size="sm" c="gray.7">
            {T.manualHint}
          </Text>
        ) : null}
        <PaymentAmountField
          label={T.amountLabel}
          value={amount}
          onChange={setAmount}
          error={errors.amount ?? null}
        />
        <Textarea
          label={T.reasonLabel}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={saving}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
