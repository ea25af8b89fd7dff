import { Table, Text } from "@mantine/core";
import { auditValueText, changedFields, AUDIT_TEXTS as T } from "../../../../domain/audit/audit.ts";
import type { AuditEntry } from "../../../api/back-office-audit.ts";

/**
 * What one entry changed, field by field: before and after. A fixed layout that wraps long values,
 * so a phone never needs a sideways-scrolling box.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noValue}
      </Text>
    );
  }
  return (
    <Table withTableBorder striped fz="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">{T.field}</Table.Th>
          <Table.Th>{T.before}</Table.Th>
          <Table.Th>{T.after}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {change.field}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              {auditValueText(change.before)}
            </Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{auditValueText(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
