import { Stack, Text } from "@mantine/core";
import { PAYMENT_SETUP_TEXTS as T } from "../../../../domain/payments/payment-setup-texts.ts";
import { PaymentSettings } from "../payment-settings/payment-settings-form.tsx";

/**
 * The setup's payment step: «Оплата» itself (the setup opens for the administrator only), saved
 * with its own button because it asks for the password (docs/decisions/041-first-run-setup.md).
 */
export function PaymentStep() {
  return (
    <Stack gap="sm" data-testid="setup-payment">
      <Text size="sm">{T.lead}</Text>
      <PaymentSettings />
    </Stack>
  );
}
