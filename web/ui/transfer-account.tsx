import { ActionIcon, Alert, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconInfoCircle } from "@tabler/icons-react";
import { PAYMENT_TEXTS as T } from "../../domain/payments/payments.ts";
import type { PaymentSettings } from "../api/payments.ts";

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
export function TransferAccount({ manual }: { manual: PaymentSettings["manual"] }) {
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
