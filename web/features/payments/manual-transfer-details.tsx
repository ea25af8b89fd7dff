import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy, IconInfoCircle, IconReceipt } from "@tabler/icons-react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { PaymentSettings } from "../../api/payments.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ wordBreak: "break-word" }}>
          {value}
        </Text>
      </div>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? T.copied : T.copy} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? "teal" : "gray"}
              onClick={copy}
              aria-label={`${T.copy}: ${label}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** Only the details the operator configured; none at all means the lawyer sends them in chat. */
function Details({ manual }: { manual: PaymentSettings["manual"] }) {
  const rows = [
    { label: T.manualCard, value: manual?.card_number?.trim() ?? "" },
    { label: T.manualPhone, value: manual?.phone?.trim() ?? "" },
    { label: T.manualRecipient, value: manual?.recipient?.trim() ?? "" },
  ].filter((row) => row.value !== "");
  if (rows.length === 0) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        {T.manualNotConfigured}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="manual-details">
      <Stack gap="sm">
        <Text fw={700}>{T.manualTitle}</Text>
        {rows.map((row) => (
          <DetailRow key={row.label} label={row.label} value={row.value} />
        ))}
      </Stack>
    </Paper>
  );
}

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
        <Details manual={settings.data.manual} />
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
