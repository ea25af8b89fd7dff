import { Anchor, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { TransferAccount } from "../../ui/transfer-account.tsx";

/** Where the receipt goes: the chat, and WhatsApp when the site settings give its link. */
function TransferInstruction() {
  const whatsapp = useSiteSettings().whatsapp_url;
  if (!whatsapp) return <Text size="sm">{T.manualInstructionChat}</Text>;
  const [before, after] = T.manualInstruction.split("WhatsApp");
  return (
    <Text size="sm">
      {before}
      <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer" inherit>
        WhatsApp
      </Anchor>
      {after}
    </Text>
  );
}

/**
 * The manual transfer option (spec 1 §2): the details from GET /api/payments/settings, the
 * instruction to send a receipt, and the way to the chat where the receipt goes.
 */
export function ManualTransferDetails({ onSendReceipt }: { onSendReceipt: () => void }) {
  const settings = usePaymentSettings({ fresh: true });
  return (
    <Stack gap="sm">
      {/* Only details read since the window opened: an old copy could name a replaced card. */}
      {settings.isPending || (!settings.isFetchedAfterMount && !settings.isError) ? (
        <Group justify="center" py="sm" role="status" aria-label={T.manualTitle}>
          <Loader size="sm" />
        </Group>
      ) : settings.isError ? (
        <LoadFailedAlert
          title={T.settingsLoadFailed}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <TransferAccount manual={settings.data.manual} />
      )}
      <TransferInstruction />
      <Button
        variant="light"
        size="md"
        fullWidth
        leftSection={<IconReceipt size={18} />}
        onClick={onSendReceipt}
      >
        {T.sendReceipt}
      </Button>
    </Stack>
  );
}
