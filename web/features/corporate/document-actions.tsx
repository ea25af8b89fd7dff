import { Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconExternalLink, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { CORPORATE_TEXTS, documentFileName } from "../../../domain/corporate/corporate.ts";
import { errorText } from "../../api/client.ts";
import type { CorporateDocument } from "../../api/corporate.ts";
import { downloadFile, openFile } from "../../lib/file-download.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";

interface DocumentActionsProps {
  document: CorporateDocument;
  /** Deletes on the server; absent in executor mode (read-only). */
  onDelete?(document: CorporateDocument): Promise<void>;
}

function showFileFailure(error: unknown) {
  notifications.show({
    color: "red",
    title: CORPORATE_TEXTS.fileUnavailable,
    message: error instanceof Error ? error.message : undefined,
  });
}

/**
 * Open (viewable types in a new tab, others download), download, and delete after a confirmation
 * (the old cabinet's delete on the card did nothing; spec 2 §2).
 */
export function DocumentActions({ document, onDelete }: DocumentActionsProps) {
  const [busy, setBusy] = useState<"open" | "download" | null>(null);
  const [confirming, confirm] = useDisclosure(false);
  const fileName = documentFileName(document.name, document.file_type);

  const run = async (action: "open" | "download") => {
    setBusy(action);
    try {
      if (action === "open") await openFile(document.file_url, fileName, document.mime_type);
      else await downloadFile(document.file_url, fileName);
    } catch (error) {
      showFileFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    try {
      await onDelete(document);
      notifications.show({ color: "teal", message: CORPORATE_TEXTS.documentDeleted });
    } catch (error) {
      notifications.show({
        color: "red",
        title: CORPORATE_TEXTS.deleteFailed,
        message: errorText(error, "") || undefined,
      });
    }
  };

  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconExternalLink size={14} />}
        loading={busy === "open"}
        onClick={() => void run("open")}
        aria-label={T.actionLabel(T.open, document.name)}
      >
        {T.open}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} />}
        loading={busy === "download"}
        onClick={() => void run("download")}
        aria-label={T.actionLabel(T.download, document.name)}
      >
        {T.download}
      </Button>
      {onDelete ? (
        <>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={confirm.open}
            aria-label={T.actionLabel(T.delete, document.name)}
          >
            {T.delete}
          </Button>
          <ConfirmDialog
            opened={confirming}
            title={T.deleteTitle}
            text={T.deleteText(document.name)}
            onConfirm={remove}
            onClose={confirm.close}
            color="red"
          />
        </>
      ) : null}
    </Group>
  );
}
