import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatPhone } from "../../../../domain/contacts/phone.ts";
import { executorModePath } from "../../../../domain/corporate/corporate.ts";
import { formatMoscowDate } from "../../../../domain/time.ts";
import type { CorporateClient } from "../../../api/corporate.ts";
import { CORPORATE_CLIENTS_TEXTS as T } from "./corporate-clients-texts.ts";

/** One sole trader or company: who, how to reach them, and the way into their cabinet. */
export function CorporateClientCard({ client }: { client: CorporateClient }) {
  const name = client.company_name ?? T.noCompanyName;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      data-testid="corporate-client"
      data-client-id={client.id}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Text fw={800} style={{ wordBreak: "break-word" }}>
              {name}
            </Text>
            <Badge color={client.has_profile ? "teal" : "orange"} variant="light" tt="none">
              {client.has_profile ? T.profileFilled : T.profileMissing}
            </Badge>
          </Group>
          <Text fw={600}>{client.full_name}</Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
            {[
              client.email,
              client.phone ? formatPhone(client.phone) : null,
              client.inn ? T.inn(client.inn) : null,
              T.registered(formatMoscowDate(client.created_at)),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={executorModePath(client.id)}
          variant="light"
          leftSection={<IconEye size={16} />}
          aria-label={T.openLabel(client.company_name ?? client.full_name)}
        >
          {T.open}
        </Button>
      </Group>
    </Paper>
  );
}
