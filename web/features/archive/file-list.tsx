import { Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ArchiveFile } from "../../api/archive.ts";
import { FileActions, type FileHandlers, FileName } from "./file-actions.tsx";

const PHONE_QUERY = "(max-width: 48em)";

interface FileListProps {
  files: readonly ArchiveFile[];
  handlers: FileHandlers;
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Always the card list (inside a folder card, a third of the width). */
  compact?: boolean;
}

/**
 * Files as the spec's table (file, size, upload date, actions) on a wide screen, and as a list
 * of cards on a phone, where four columns do not fit 390 px.
 */
export function FileList({ files, handlers, labelledBy, compact = false }: FileListProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone || compact) {
    return (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        aria-labelledby={labelledBy}
        style={{ listStyle: "none" }}
      >
        {files.map((file) => (
          <Paper
            component="li"
            key={file.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="archive-file"
            data-file-id={file.id}
          >
            <Stack gap={4}>
              <FileName file={file} handlers={handlers} />
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatFileSize(file.size)} · {formatMoscowDateTime(file.created_at)}
                </Text>
                <FileActions file={file} handlers={handlers} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-labelledby={labelledBy} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.fileColumn}</Table.Th>
            <Table.Th>{T.sizeColumn}</Table.Th>
            <Table.Th>{T.dateColumn}</Table.Th>
            <Table.Th>{T.actionsColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id} data-testid="archive-file" data-file-id={file.id}>
              <Table.Td>
                <FileName file={file} handlers={handlers} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatFileSize(file.size)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatMoscowDateTime(file.created_at)}
              </Table.Td>
              <Table.Td>
                <FileActions file={file} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
