import { Paper, Table } from "@mantine/core";
import {
  COMPANY_CARD_FIELDS,
  COMPANY_CARD_LABELS,
} from "../../../domain/corporate/company-card.ts";
import type { CompanyProfile } from "../../api/corporate.ts";

/** Executor mode: the card's fields to read, not to edit (an empty optional one reads «—»). */
export function CompanyCardView({ profile }: { profile: CompanyProfile }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Table variant="vertical" withRowBorders={false} data-testid="company-card-view">
        <Table.Tbody>
          {COMPANY_CARD_FIELDS.map((field) => (
            <Table.Tr key={field}>
              <Table.Th w={220}>{COMPANY_CARD_LABELS[field]}</Table.Th>
              <Table.Td style={{ wordBreak: "break-word" }}>{profile[field] || "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
