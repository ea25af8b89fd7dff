import { Stack, Text, Title } from "@mantine/core";
import { PAYMENT_SETUP_TEXTS as T } from "../../../../domain/payments/payment-setup-texts.ts";
import { useAuth } from "../../../lib/auth.ts";
import { PaymentSettings } from "./payment-settings-form.tsx";

/**
 * «Оплата» under «Настройки сайта». The server refuses everyone but the administrator; an
 * executor is told who sets it instead of meeting a refused form.
 */
export function PaymentSettingsSection() {
  const { user } = useAuth();
  return (
    <Stack component="section" gap="sm" aria-labelledby="payment-settings-title">
      <Title order={3} id="payment-settings-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {user?.role === "admin" ? T.lead : T.adminOnly}
      </Text>
      {user?.role === "admin" ? <PaymentSettings /> : null}
    </Stack>
  );
}
