import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFilePlus, IconFolderPlus } from "@tabler/icons-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile, ArchiveList } from "../../api/archive.ts";
import { EmptyState } from "../../ui/list-states.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { ArchiveConfirmations, type PendingDeletion } from "./archive-confirmations.tsx";
import { ArchiveLoadError } from "./archive-load-error.tsx";
import { DropArea } from "./drop-area.tsx";
import type { FileHandlers } from "./file-actions.tsx";
import { FileList } from "./file-list.tsx";
import { FolderCard } from "./folder-card.tsx";
import { FolderNameDialog, type FolderNameTarget } from "./folder-name-dialog.tsx";
import { MoveDialog } from "./move-dialog.tsx";
import { PickFilesButton } from "./pick-files-button.tsx";
import { UploadList } from "./upload-list.tsx";
import { UsageMeter } from "./usage-meter.tsx";
import { useArchive } from "./use-archive.ts";
import { useArchiveActions } from "./use-archive-actions.ts";
import { useArchiveUploads } from "./use-archive-uploads.ts";

interface ArchivePanelProps {
  /** The tab's heading: «Архив» in the client's dashboard, «Файлы» in the executor's cabinet. */
  title: string;
  lead: string;
  testId: string;
}

/**
 * The file archive (spec 2 §2 «Архив», spec 3 «Files»): add files (several, by the picker or a
 * drop, each with its progress), folders in a grid that open to their files, «Файлы без папки»,
 * and the move, rename and delete dialogs. Everything shown is the server's state.
 */
export function ArchivePanel({ title, lead, testId }: ArchivePanelProps) {
  const archive = useArchive();
  const actions = useArchiveActions();
  const uploads = useArchiveUploads();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<ArchiveFile | null>(null);
  const [naming, setNaming] = useState<FolderNameTarget | null>(null);
  const [deleting, setDeleting] = useState<PendingDeletion>(null);

  const handlers: FileHandlers = useMemo(
    () => ({
      onOpen: actions.open,
      onDownload: actions.download,
      onMove: setMoving,
      onDelete: (file) => setDeleting({ file }),
    }),
    [actions],
  );
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const heading = (
    <TabHeading
      title={title}
      lead={lead}
      action={
        <Group gap="sm">
          <PickFilesButton
            leftSection={<IconFilePlus size={18} />}
            onPick={(files) => uploads.add(files, null)}
          >
            {T.addFile}
          </PickFilesButton>
          <Button
            variant="light"
            leftSection={<IconFolderPlus size={18} />}
            onClick={() => setNaming({ kind: "create" })}
          >
            {T.createFolder}
          </Button>
        </Group>
      }
    />
  );

  let content: ReactNode;
  if (archive.isPending) content = <LoadingState label={T.loading} />;
  else if (archive.isError && !archive.data) {
    content = <ArchiveLoadError error={archive.error} onRetry={() => void archive.refetch()} />;
  } else {
    content = (
      <ArchiveContent
        data={archive.data}
        expanded={expanded}
        onToggle={toggle}
        handlers={handlers}
        onUpload={uploads.add}
        onRename={(folder) => setNaming({ kind: "rename", id: folder.id, name: folder.name })}
        onDeleteFolder={(folder) => setDeleting({ folder })}
      />
    );
  }

  return (
    <Stack gap="lg" data-testid={testId}>
      {heading}
      {archive.data ? <UsageMeter usage={archive.data.usage} /> : null}
      <DropArea onFiles={(files) => uploads.add(files, null)} />
      <UploadList items={uploads.items} onCancel={uploads.cancel} />
      {content}
      <MoveDialog
        file={moving}
        folders={archive.data?.folders ?? []}
        onMove={actions.move}
        onClose={() => setMoving(null)}
      />
      <FolderNameDialog
        target={naming}
        onCreate={actions.createFolder}
        onRename={actions.renameFolder}
        onClose={() => setNaming(null)}
      />
      <ArchiveConfirmations
        pending={deleting}
        onDeleteFile={actions.removeFile}
        onDeleteFolder={(folder) => actions.removeFolder(folder.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

interface ArchiveContentProps {
  data: ArchiveList;
  expanded: ReadonlySet<string>;
  onToggle(id: string): void;
  handlers: FileHandlers;
  onUpload(files: File[], folder: { id: string; name: string } | null): void;
  onRename(folder: ArchiveList["folders"][number]): void;
  onDeleteFolder(folder: ArchiveList["folders"][number]): void;
}

/** The folders' grid (3 columns, 1 on a phone) and «Файлы без папки»; or «Архив пуст». */
function ArchiveContent({
  data,
  expanded,
  onToggle,
  handlers,
  onUpload,
  onRename,
  onDeleteFolder,
}: ArchiveContentProps) {
  const foldersId = useId();
  const looseId = useId();
  if (data.folders.length === 0 && data.files.length === 0) {
    return (
      <EmptyState testId="archive-empty">
        <Text span fw={700} display="block">
          {T.empty}
        </Text>
        {T.emptyHint}
      </EmptyState>
    );
  }
  return (
    <Stack gap="xl">
      {data.folders.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby={foldersId}>
          <Title order={3} size="h4" id={foldersId}>
            {T.folders}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" style={{ alignItems: "start" }}>
            {data.folders.map((folder) => (
              <FolderCard
                key={folder.id}
                folder={folder}
                expanded={expanded.has(folder.id)}
                onToggle={() => onToggle(folder.id)}
                handlers={handlers}
                onUpload={(files) => onUpload(files, folder)}
                onRename={() => onRename(folder)}
                onDelete={() => onDeleteFolder(folder)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack
        gap="sm"
        component="section"
        aria-labelledby={looseId}
        data-testid="archive-loose-files"
      >
        <Title order={3} size="h4" id={looseId}>
          {T.looseFiles}
        </Title>
        {data.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noLooseFiles}
          </Text>
        ) : (
          <FileList files={data.files} handlers={handlers} labelledBy={looseId} />
        )}
      </Stack>
    </Stack>
  );
}
