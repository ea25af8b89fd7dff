import { Code, List, Stack, Text } from "@mantine/core";
import { PAYMENT_TEXTS } from "../../../../domain/payments/payments.ts";
import {
  MANUAL_TRANSFER_VARIABLES,
  PROVIDER_VARIABLES,
  FIRST_RUN_SETUP_TEXTS as T,
} from "../../../../domain/site-settings/first-run-setup-texts.ts";
import { usePaymentSettings } from "../../../lib/payment-settings.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";

function Variables({ names }: { names: readonly string[] }) {
  return (
    <List size="sm" spacing={4}>
      {names.map((name) => (
        <List.Item key={name}>
          <Code>{name}</Code>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The setup's payment step: what is configured and what the operator must set. Payment details
 * stay in the server's environment (docs/decisions/041-first-run-setup.md), so this step reads.
 */
export function PaymentStep() {
  const settings = usePaymentSettings();
  if (settings.isPending) return <LoadingState label={T.steps.payment} />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title={T.paymentLoadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const { test_mode: testMode, manual } = settings.data;
  const manualItems = manual
    ? (
        [
          manual.card_number ? PAYMENT_TEXTS.manualCard : null,
          manual.phone ? PAYMENT_TEXTS.manualPhone : null,
          manual.recipient ? PAYMENT_TEXTS.manualRecipient : null,
        ] as (string | null)[]
      ).filter((item): item is string => item !== null)
    : [];
  return (
    <Stack gap="sm" data-testid="setup-payment">
      <Text size="sm">{T.paymentLead}</Text>
      {testMode ? (
        <>
          <Text size="sm" fw={600}>
            {T.providerSandbox}
          </Text>
          <Variables names={PROVIDER_VARIABLES} />
        </>
      ) : (
        <Text size="sm" fw={600}>
          {T.providerYookassa}
        </Text>
      )}
      {manualItems.length > 0 ? (
        <Text size="sm" fw={600}>
          {T.manualConfigured(manualItems)}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {T.manualMissing}
          </Text>
          <Variables names={MANUAL_TRANSFER_VARIABLES} />
        </>
      )}
    </Stack>
  );
}
