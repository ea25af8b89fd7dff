import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { COURT_CALENDAR_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import { courtEventsApi } from "../../../api/court-events.ts";
import { fetchFileBlob, saveBlob } from "../../../lib/file-download.ts";

/** «Экспорт .ics»: every hearing as a file any calendar imports (the download needs the token). */
export function ExportIcsButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchFileBlob(courtEventsApi.exportUrl), T.exportFileName);
    } catch (error) {
      const detail = error instanceof Error ? error.message : "";
      notifications.show({ color: "red", message: `${T.exportFailed}${detail}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={busy}
      onClick={() => void download()}
    >
      {T.exportIcs}
    </Button>
  );
}
