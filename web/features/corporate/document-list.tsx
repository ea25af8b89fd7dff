import { Group, Paper, Stack, Text } from "@mantine/core";
import { formatFileSize } from "../../../domain/file-size.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import type { CorporateDocument } from "../../api/corporate.ts";
import { CardList } from "../../ui/list-states.tsx";
import { DocumentActions } from "./document-actions.tsx";

/** Documents as cards (the company card's list, and the organisation's on a phone). */
export function DocumentList({
  label,
  documents,
  categoryOf,
  onDelete,
  testId,
}: {
  label: string;
  documents: readonly CorporateDocument[];
  /** The category's label, when the list mixes categories («Все»). */
  categoryOf?(document: CorporateDocument): string | null;
  onDelete?(document: CorporateDocument): Promise<void>;
  testId: string;
}) {
  return (
    <CardList label={label}>
      {documents.map((document) => (
        <Paper
          key={document.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid={testId}
          data-document-id={document.id}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={700} style={{ wordBreak: "break-word" }}>
                {document.name}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                categoryOf?.(document),
                formatFileSize(document.size),
                formatMoscowDate(document.created_at),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            <DocumentActions document={document} onDelete={onDelete} />
          </Stack>
        </Paper>
      ))}
    </CardList>
  );
}
