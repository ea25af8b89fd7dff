import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { formatFileSize } from "../../../domain/file-size.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatDocument } from "../../api/chat.ts";
import { downloadFile, openFile } from "../../lib/file-download.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { fileErrorMessage } from "./file-error-message.ts";

/** One ready document: what and where from, with open (viewable types in a new tab) and download. */
export function DocumentRow({ document }: { document: ChatDocument }) {
  const [busy, setBusy] = useState<"open" | "download" | null>(null);

  async function run(action: "open" | "download") {
    setBusy(action);
    try {
      if (action === "open") {
        await openFile(document.file_url, document.file_name, document.file_type);
      } else {
        await downloadFile(document.file_url, document.file_name);
      }
    } catch (error) {
      // The helpers' errors already read «Ошибка при открытии файла: …» and the like.
      notifications.show({ color: "red", message: fileErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-label={document.file_name}>
      <Group justify="space-between" gap="md">
        <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700} style={{ wordBreak: "break-word" }}>
            {document.file_name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatFileSize(document.file_size)} · {document.service_title} ·{" "}
            {formatMoscowDateTime(document.created_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconExternalLink size={18} />}
            loading={busy === "open"}
            onClick={() => run("open")}
            aria-label={`${T.openFile} ${document.file_name}`}
          >
            {T.openFile}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={busy === "download"}
            onClick={() => run("download")}
            aria-label={`${T.downloadFile} ${document.file_name}`}
          >
            {T.downloadFile}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
