import { Badge, Button, Collapse, Group, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId } from "react";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_TEXTS as T,
} from "../../../../domain/audit/audit.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { AuditEntry } from "../../../api/back-office-audit.ts";
import { AuditChanges } from "./audit-changes.tsx";

/** The dot's colour; the label itself stays in the text colour (contrast). */
const ACTION_COLORS: Partial<Record<AuditEntry["action"], string>> = {
  create: "teal",
  delete: "red",
  erase: "red",
  reject: "red",
  approve: "green",
  publish: "green",
  deactivate: "gray",
  unpublish: "gray",
};

/** One change: when, who, what, and on demand the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const [opened, { toggle }] = useDisclosure(false);
  const changesId = useId();
  return (
    <Paper withBorder radius="md" p="md" data-testid="audit-entry">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge variant="dot" tt="none" color={ACTION_COLORS[entry.action] ?? "navy"}>
              {AUDIT_ACTION_LABELS[entry.action]}
            </Badge>
            <Text size="sm" c="dimmed">
              {AUDIT_ENTITY_LABELS[entry.entity_type]}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.created_at}>{formatMoscowDateTime(entry.created_at)}</time>
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {entry.entity_title}
        </Text>
        <Text size="sm">
          {T.who}: {entry.actor.name}{" "}
          {/* A client who erased their own account is kept without an address. */}
          {entry.actor.email ? (
            <Text span c="dimmed" size="sm">
              ({entry.actor.email})
            </Text>
          ) : null}
        </Text>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={changesId}
            rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {opened ? T.hideChanges : T.showChanges}
          </Button>
        </div>
        <Collapse expanded={opened} id={changesId}>
          {opened ? <AuditChanges entry={entry} /> : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
