import { Button, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronDown, IconDownload, IconFileTypePdf, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { MAIN_CONTENT_ID } from "../../../domain/accessibility/accessibility.ts";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { TRANSCRIPT_TEXTS as T, transcriptFileName } from "../../../domain/chat/transcript.ts";
import { type ChatSession, chatApi } from "../../api/chat.ts";
import { downloadFile } from "../../lib/file-download.ts";

type Kind = "pdf" | "zip";

/**
 * «Скачать»: the chat as a PDF, or everything (the PDF and every file) as one zip, both made by
 * the server. Fetched with the Bearer token like a chat file, so the button spins until the
 * browser has the whole file; the server streams it, whatever the chat's length.
 */
export function TranscriptMenu({
  session,
}: {
  session: Pick<ChatSession, "id" | "service_title">;
}) {
  const [busy, setBusy] = useState<Kind | null>(null);

  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      await downloadFile(
        chatApi.transcriptUrl(session.id, kind),
        transcriptFileName(session.service_title, kind),
      );
    } catch (error) {
      // The helper's error already reads «Ошибка при скачивании файла: …».
      notifications.show({
        color: "red",
        message: error instanceof Error ? error.message : CHAT_TEXTS.unknownError,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={250}
      // As the cabinet's «Ещё» menu: no focus placeholder inside role="menu", and the dropdown
      // inside <main> (axe: aria-required-children, region).
      withInitialFocusPlaceholder={false}
      portalProps={{ target: `#${MAIN_CONTENT_ID}` }}
    >
      <Menu.Target>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy !== null}
          style={{ flexShrink: 0 }}
          data-testid="transcript-menu"
        >
          {T.menu}
        </Button>
      </Menu.Target>
      {/* Named by its button («Скачать»): Mantine links the two with aria-labelledby. */}
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => void download("pdf")}
        >
          {T.downloadPdf}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileZip size={16} aria-hidden />}
          onClick={() => void download("zip")}
        >
          {T.downloadZip}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
