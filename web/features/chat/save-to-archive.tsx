import { ActionIcon, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArchive } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState } from "react";
import { MAIN_CONTENT_ID } from "../../../domain/accessibility/accessibility.ts";
import { ARCHIVE_TEXTS } from "../../../domain/archive/archive.ts";
import { archiveApi } from "../../api/archive.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { errorText } from "../../api/client.ts";

/**
 * Set by the signed-in chat (ChatView): its files can be kept in the user's archive. A guest's
 * chat has no archive and leaves it unset, so its files show no such button.
 */
export const ArchiveSaveContext = createContext(false);

/** «Сохранить в архив» beside a chat file: the server copies it into the user's own archive. */
export function SaveToArchiveButton({ fileId, fileName }: { fileId: string; fileName: string }) {
  const enabled = useContext(ArchiveSaveContext);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  if (!enabled) return null;

  const save = async () => {
    setSaving(true);
    try {
      await archiveApi.saveFromChat(fileId);
      notifications.show({
        color: "green",
        message: ARCHIVE_TEXTS.savedToArchive(fileName),
      });
      void queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.archive });
    } catch (error) {
      notifications.show({
        color: "red",
        message: ARCHIVE_TEXTS.saveToArchiveFailed(errorText(error, "")),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Tooltip
      label={ARCHIVE_TEXTS.saveToArchive}
      openDelay={400}
      // Inside <main>: content outside every landmark is lost to landmark navigation (axe).
      portalProps={{ target: `#${MAIN_CONTENT_ID}` }}
    >
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={ARCHIVE_TEXTS.saveToArchiveOf(fileName)}
        loading={saving}
        onClick={() => void save()}
      >
        <IconArchive size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
