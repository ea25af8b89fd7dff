import { Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { useAuth } from "../../lib/auth.ts";
import { type OrderTarget, useOrderActions } from "../../lib/order-actions.ts";
import { GuestPaymentWarning } from "./guest-payment-warning.tsx";
import { PaymentForm } from "./payment-form.tsx";

interface PaymentModalProps {
  /** The last target stays set while the modal fades out, so its text does not blink away. */
  target: OrderTarget | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * «Оплатить» (spec 1 §2): the amount, a guest's warning, and the payment form. The modal's
 * content unmounts when it closes, so each opening is a fresh form with its own idempotence key.
 */
export function PaymentModal({ target, opened, onClose }: PaymentModalProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  const { user } = useAuth();
  const { startChat } = useOrderActions();
  const guest = user === null || Boolean(target?.chat?.guest);

  const sendReceipt = () => {
    onClose();
    // In a chat already: closing the modal brings the payer back to it.
    if (target && !target.chat) startChat(target);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target ? T.modalTitle(target.title) : null}
      centered
      size="md"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      {target ? (
        <Stack gap="md" data-testid="payment-modal">
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Group justify="space-between" align="baseline" gap="xs">
              <Text size="sm" c="dimmed">
                {T.amountLabel}
              </Text>
              <Text fw={800} fz={24} data-testid="payment-amount">
                {formatAmount(target.amount)}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {target.title}
            </Text>
            {target.booking?.note ? (
              <Text size="sm" fw={600} mt={4} data-testid="payment-booking-note">
                {target.booking.note}
              </Text>
            ) : null}
          </Paper>
          {guest ? <GuestPaymentWarning onRegister={onClose} /> : null}
          <PaymentForm target={target} onSendReceipt={sendReceipt} onDone={onClose} />
        </Stack>
      ) : null}
    </Modal>
  );
}
