import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { CLIENT_TEXTS as T } from "../../../../domain/clients/clients.ts";
import { formatPhone } from "../../../../domain/contacts/phone.ts";
import { formatAmount } from "../../../../domain/money.ts";
import { formatMoscowDate, formatMoscowDateTime } from "../../../../domain/time.ts";
import type { ClientListItem } from "../../../api/clients.ts";

/** One client: who, how to reach them, what they did with us, and «Удалить». */
export function ClientCard({
  client,
  onDelete,
}: {
  client: ClientListItem;
  onDelete(client: ClientListItem): void;
}) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      data-testid="client-row"
      data-client-id={client.id}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Text fw={800} style={{ wordBreak: "break-word" }}>
              {client.full_name}
            </Text>
            <Badge
              variant="light"
              color={client.client_type === "corporate" ? "grape" : "navy"}
              tt="none"
            >
              {client.client_type === "corporate" ? T.corporate : T.individual}
            </Badge>
          </Group>
          {client.company_name ? <Text size="sm">{client.company_name}</Text> : null}
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
            {[client.email, client.phone ? formatPhone(client.phone) : null]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              T.chatsCount(client.chats_count),
              T.paidTotal(formatAmount(client.paid_total)),
              T.registered(formatMoscowDate(client.created_at)),
              T.lastActivity(formatMoscowDateTime(client.last_activity)),
            ].join(" · ")}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onDelete(client)}
          aria-label={T.deleteLabel(client.full_name)}
        >
          {T.delete}
        </Button>
      </Group>
    </Paper>
  );
}
