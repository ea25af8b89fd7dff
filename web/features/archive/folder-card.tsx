import {
  ActionIcon,
  Badge,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  IconChevronDown,
  IconFolder,
  IconLock,
  IconPencil,
  IconTrash,
  IconUpload,
} from "@tabler/icons-react";
import { useId } from "react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFolder } from "../../api/archive.ts";
import type { FileHandlers } from "./file-actions.tsx";
import { FileList } from "./file-list.tsx";
import { PickFilesButton } from "./pick-files-button.tsx";
import { useFileDrop } from "./use-file-drop.ts";

interface FolderCardProps {
  folder: ArchiveFolder;
  expanded: boolean;
  onToggle(): void;
  handlers: FileHandlers;
  onUpload(files: File[]): void;
  onRename(): void;
  onDelete(): void;
}

/**
 * One folder of the grid: a click on its name opens it to show its files (download, move,
 * delete) and a per-folder upload; files dropped on it go into it. A fixed folder has no rename
 * or delete.
 */
export function FolderCard({
  folder,
  expanded,
  onToggle,
  handlers,
  onUpload,
  onRename,
  onDelete,
}: FolderCardProps) {
  const panelId = useId();
  const headingId = useId();
  const { dragging, dropProps } = useFileDrop(onUpload);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="archive-folder"
      data-folder-id={folder.id}
      bg={dragging ? "blue.0" : undefined}
      style={dragging ? { borderColor: "var(--mantine-color-blue-6)" } : undefined}
      {...dropProps}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={4} fz="md" style={{ flex: 1, minWidth: 0 }} id={headingId}>
          <UnstyledButton
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            w="100%"
          >
            <Group gap="sm" wrap="nowrap">
              <IconFolder size={22} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                  {folder.name}
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {T.fileCount(folder.files.length)}
                </Text>
              </Stack>
              <IconChevronDown
                size={16}
                aria-hidden
                style={{
                  marginLeft: "auto",
                  flexShrink: 0,
                  transform: expanded ? "rotate(180deg)" : undefined,
                }}
              />
            </Group>
          </UnstyledButton>
        </Title>
        {folder.is_fixed ? (
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconLock size={12} aria-hidden />}
            title={T.fixedHint}
            style={{ flexShrink: 0 }}
          >
            {T.fixedBadge}
          </Badge>
        ) : (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={T.renameFolder(folder.name)}
              onClick={onRename}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={T.deleteFolder(folder.name)}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Collapse expanded={expanded} keepMounted={false}>
        <Stack gap="sm" mt="md" id={panelId}>
          {folder.files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.emptyFolder}
            </Text>
          ) : (
            <FileList files={folder.files} handlers={handlers} labelledBy={headingId} compact />
          )}
          <PickFilesButton
            variant="light"
            size="xs"
            leftSection={<IconUpload size={16} />}
            onPick={onUpload}
            style={{ alignSelf: "flex-start" }}
          >
            {T.uploadInto(folder.name)}
          </PickFilesButton>
        </Stack>
      </Collapse>
    </Paper>
  );
}
