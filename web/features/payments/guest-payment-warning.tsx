import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";

/** Spec 1 §2: what a guest does without (a permanent chat, the archive, priority), and the cure. */
export function GuestPaymentWarning({ onRegister }: { onRegister: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={T.guestWarningTitle}
      icon={<IconAlertTriangle size={20} />}
      data-testid="payment-guest-warning"
      // A standing notice, not an alarm: screen readers should not interrupt the form with it.
      role="note"
    >
      <Text size="sm">{T.guestWarning}</Text>
      <Anchor component={Link} to="/register" onClick={onRegister} size="sm" fw={600}>
        {T.guestRegister}
      </Anchor>
    </Alert>
  );
}
