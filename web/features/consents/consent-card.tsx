import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { ConsentEntry } from "../../../domain/consents/consent-schemas.ts";
import { CONSENT_CONTEXT_LABELS, CONSENT_TEXTS as T } from "../../../domain/consents/consents.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";

/** One consent: when and where, who as they named themselves, the versions, the address. */
export function ConsentCard({ entry }: { entry: ConsentEntry }) {
  const contacts = [entry.person.email, entry.person.phone].filter(Boolean).join(" · ");
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="consent-entry"
      data-context={entry.context}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {CONSENT_CONTEXT_LABELS[entry.context]}
            </Badge>
            <Text size="sm" fw={700}>
              {entry.person.name || T.noName}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatMoscowDateTime(entry.created_at)}
          </Text>
        </Group>
        {contacts ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {contacts}
          </Text>
        ) : null}
        <Text size="sm" data-testid="consent-versions">
          {T.versions(entry.offer_version, entry.privacy_policy_version)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {[
            entry.user_id !== null ? T.account(entry.user_id) : null,
            `${T.address}: ${entry.ip_address ?? T.unknownAddress}`,
            entry.user_agent,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </Stack>
    </Paper>
  );
}
