import { ActionIcon, Anchor, Group, Tooltip } from "@mantine/core";
import { IconDownload, IconFolderShare, IconTrash } from "@tabler/icons-react";
import { type ReactElement, useState } from "react";
import { MAIN_CONTENT_ID } from "../../../domain/accessibility/accessibility.ts";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile } from "../../api/archive.ts";

/** What a file row can ask for; the panel owns the dialogs and the calls. */
export interface FileHandlers {
  onOpen(file: ArchiveFile): Promise<void>;
  onDownload(file: ArchiveFile): Promise<void>;
  onMove(file: ArchiveFile): void;
  onDelete(file: ArchiveFile): void;
}

/** The file's name as a link: viewable types open in a new tab, the rest download. */
export function FileName({ file, handlers }: { file: ArchiveFile; handlers: FileHandlers }) {
  const [busy, setBusy] = useState(false);
  return (
    <Anchor
      href={file.file_url}
      aria-label={T.open(file.filename)}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        void handlers.onOpen(file).finally(() => setBusy(false));
      }}
      size="sm"
      fw={600}
      style={{ overflowWrap: "anywhere" }}
    >
      {file.filename}
    </Anchor>
  );
}

/** A hint on hover, kept inside <main> (content outside every landmark fails axe «region»). */
function Hint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} openDelay={400} portalProps={{ target: `#${MAIN_CONTENT_ID}` }}>
      {children}
    </Tooltip>
  );
}

/** Download, move and delete, each named with the file for screen readers. */
export function FileActions({ file, handlers }: { file: ArchiveFile; handlers: FileHandlers }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <Hint label={T.download(file.filename)}>
        <ActionIcon
          variant="subtle"
          aria-label={T.download(file.filename)}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            void handlers.onDownload(file).finally(() => setDownloading(false));
          }}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Hint>
      <Hint label={T.move(file.filename)}>
        <ActionIcon
          variant="subtle"
          aria-label={T.move(file.filename)}
          onClick={() => handlers.onMove(file)}
        >
          <IconFolderShare size={18} />
        </ActionIcon>
      </Hint>
      <Hint label={T.remove(file.filename)}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={T.remove(file.filename)}
          onClick={() => handlers.onDelete(file)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
