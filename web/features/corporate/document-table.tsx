import { Table, Text } from "@mantine/core";
import { formatFileSize } from "../../../domain/file-size.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import type { CorporateDocument } from "../../api/corporate.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { DocumentActions } from "./document-actions.tsx";

/**
 * The organisation's documents on a wide screen (spec 2 §2): name, category (on «Все» only),
 * upload date and the actions.
 */
export function DocumentTable({
  documents,
  categoryOf,
  onDelete,
}: {
  documents: readonly CorporateDocument[];
  categoryOf?(document: CorporateDocument): string | null;
  onDelete?(document: CorporateDocument): Promise<void>;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={T.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columns.name}</Table.Th>
            {categoryOf ? <Table.Th>{T.columns.category}</Table.Th> : null}
            <Table.Th>{T.columns.date}</Table.Th>
            <Table.Th>{T.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr
              key={document.id}
              data-testid="organization-document"
              data-document-id={document.id}
            >
              <Table.Td>
                <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
                  {document.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(document.size)}
                </Text>
              </Table.Td>
              {categoryOf ? <Table.Td>{categoryOf(document)}</Table.Td> : null}
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatMoscowDate(document.created_at)}
              </Table.Td>
              <Table.Td>
                <DocumentActions document={document} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
