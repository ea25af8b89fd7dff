import { ActionIcon, Anchor, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { downloadFile, openFile } from "../../lib/file-download.ts";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { SaveToArchiveButton } from "./save-to-archive.tsx";

export interface FileRef {
  /** The chat file's id («Сохранить в архив» names it); null where the server gave none. */
  id: string | null;
  url: string;
  name: string;
  type: string | null;
  size: number | null;
}

function showFailure(error: unknown) {
  notifications.show({
    color: "red",
    message: error instanceof Error ? error.message : CHAT_TEXTS.unknownError,
  });
}

/**
 * A paperclip link with the file's name and size: viewable files open in a new tab, others
 * download; the arrow always downloads.
 */
export function FileLink({ file }: { file: FileRef }) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={6} wrap="nowrap" align="center">
      <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
      {/* A real link (the guest's file address works as is); a click fetches with the token. */}
      <Anchor
        href={file.url}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void run(() => openFile(file.url, file.name, file.type))();
        }}
        aria-busy={busy || undefined}
        style={{ overflowWrap: "anywhere" }}
      >
        {file.name}
      </Anchor>
      {file.size !== null ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {formatFileSize(file.size)}
        </Text>
      ) : null}
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={T.download(file.name)}
        onClick={run(() => downloadFile(file.url, file.name))}
        loading={busy}
      >
        <IconDownload size={16} />
      </ActionIcon>
      {file.id ? <SaveToArchiveButton fileId={file.id} fileName={file.name} /> : null}
    </Group>
  );
}

/** The attachment of a file message, or null for other messages. */
export function fileOf(message: {
  file_id: string | null;
  file_url: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}): FileRef | null {
  if (!message.file_url || !message.file_name) return null;
  return {
    id: message.file_id,
    url: message.file_url,
    name: message.file_name,
    type: message.file_type,
    size: message.file_size,
  };
}
