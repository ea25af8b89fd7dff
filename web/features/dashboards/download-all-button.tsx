import { Button, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatDocument } from "../../api/chat.ts";
import { downloadFile, saveBlob } from "../../lib/file-download.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { fileErrorMessage } from "./file-error-message.ts";
import { zipDocuments } from "./zip-documents.ts";

/**
 * «Скачать все»: one file downloads as it is; several are fetched and zipped here in the browser,
 * with a bar that counts the files fetched.
 */
export function DownloadAllButton({ documents }: { documents: readonly ChatDocument[] }) {
  const [fetched, setFetched] = useState<number | null>(null);
  const busy = fetched !== null;

  async function handleClick() {
    if (documents.length === 0) {
      notifications.show({ color: "yellow", message: CHAT_TEXTS.noFilesToDownload });
      return;
    }
    const [only] = documents;
    if (only && documents.length === 1) {
      try {
        await downloadFile(only.file_url, only.file_name);
      } catch (error) {
        // The helper's error already reads «Ошибка при скачивании файла: …».
        notifications.show({ color: "red", message: fileErrorMessage(error) });
      }
      return;
    }
    setFetched(0);
    try {
      const archive = await zipDocuments(documents, setFetched);
      saveBlob(archive, T.archiveName);
    } catch (error) {
      notifications.show({
        color: "red",
        message: CHAT_TEXTS.archiveFailed(fileErrorMessage(error)),
      });
    } finally {
      setFetched(null);
    }
  }

  return (
    <Stack gap={6} maw={360}>
      <Button leftSection={<IconFileZip size={18} />} onClick={handleClick} loading={busy}>
        {T.downloadAll}
      </Button>
      {busy ? (
        <>
          <Progress
            value={(fetched / documents.length) * 100}
            animated
            aria-label={T.archiveProgress(fetched, documents.length)}
          />
          <Text size="xs" c="dimmed" role="status">
            {T.archiveProgress(fetched, documents.length)}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
