import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconReceiptRefund,
  IconRefresh,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatAmount } from "../../../domain/money.ts";
import { type PaymentState, PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { Payment } from "../../api/payments.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";

const VIEWS: Record<PaymentState, { icon: ReactNode; color: string; title: string; hint: string }> =
  {
    pending: {
      icon: <IconClockHour4 size={36} />,
      color: "blue",
      title: T.resultPending,
      hint: T.resultPendingHint,
    },
    succeeded: {
      icon: <IconCircleCheck size={36} />,
      color: "teal",
      title: T.resultSucceeded,
      hint: T.resultSucceededHint,
    },
    canceled: {
      icon: <IconCircleX size={36} />,
      color: "red",
      title: T.resultCanceled,
      hint: T.resultCanceledHint,
    },
    refunded: {
      icon: <IconReceiptRefund size={36} />,
      color: "gray",
      title: T.resultRefunded,
      hint: T.resultRefundedHint,
    },
  };

/** The icon, the headline and the hint of a result; the page's one h1. */
export function ResultHeadline({
  icon,
  color,
  title,
  hint,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  hint?: ReactNode;
}) {
  return (
    // A status region: a pending payment that settles is read out without moving the focus.
    <Stack align="center" gap="sm" ta="center" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.25}>
        {title}
      </Title>
      {hint ? (
        <Text c="dimmed" maw={480}>
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

interface PaymentResultStatusProps {
  payment: Payment;
  /** Polling has stopped while the payment is still pending. */
  expired: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}

/** What the server says about the payment, with what it paid for and how much. */
export function PaymentResultStatus({
  payment,
  expired,
  checking,
  onCheckAgain,
}: PaymentResultStatusProps) {
  const view = VIEWS[payment.status];
  const pending = payment.status === "pending";
  const transfer = Boolean(usePaymentSettings().data?.manual);
  const hint =
    pending && expired
      ? T.resultPendingStopped
      : payment.status === "canceled" && !transfer
        ? T.resultCanceledHintNoTransfer
        : view.hint;
  return (
    <Stack gap="lg" align="center" w="100%">
      {/* Once the page stops asking on its own, it must not keep promising to update itself. */}
      <ResultHeadline {...view} hint={hint} />
      {pending && !expired ? (
        <Loader size="sm" role="status" aria-label={T.resultChecking} />
      ) : null}
      {pending && expired ? (
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={checking}
          onClick={onCheckAgain}
        >
          {T.checkAgain}
        </Button>
      ) : null}
      <Paper withBorder radius="md" p="md" w="100%" bg="gray.0">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="md">
          <Text size="sm" style={{ wordBreak: "break-word" }}>
            {payment.description}
          </Text>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {payment.status === "succeeded" ? T.paid : T.resultAmount}
            </Text>
            <Text fw={800} fz="lg" style={{ whiteSpace: "nowrap" }}>
              {formatAmount(payment.amount)}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
