import { useState } from "react";
import { COURT_CALENDAR_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import { formatMoscowDate, formatMoscowTime } from "../../../../domain/time.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useDeleteCourtEvent } from "./use-court-events.ts";

/** The question before a hearing is deleted, naming it and its time. */
export function DeleteHearingDialog({
  event,
  onClose,
}: {
  event: CourtEvent | null;
  onClose(): void;
}) {
  const remove = useDeleteCourtEvent();
  // The last one stays while the dialog fades out, so its text does not blink away.
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);
  const when = shown
    ? `${formatMoscowDate(shown.date)}, ${T.moscowTime(formatMoscowTime(shown.date))}`
    : "";
  return (
    <ConfirmDialog
      opened={event !== null}
      title={T.deleteTitle}
      text={shown ? T.deleteText(shown.title, when) : ""}
      color="red"
      onConfirm={async () => {
        // The hook reports the outcome (spec 3 §8); the dialog only waits for it.
        if (shown) await remove.mutateAsync(shown.id).catch(() => {});
      }}
      onClose={onClose}
    />
  );
}
