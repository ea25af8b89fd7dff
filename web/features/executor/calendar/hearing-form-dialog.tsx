import { useIsMutating } from "@tanstack/react-query";
import { COURT_CALENDAR_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { HearingForm } from "./hearing-form.tsx";
import { SAVE_COURT_EVENT_MUTATION } from "./use-court-events.ts";

/** What the form dialog opens on: a hearing to edit, or a new one (on a day, if one was picked). */
export type HearingFormTarget = { event: CourtEvent } | { event: null; day: string | null };

/** «Новое заседание» and «Изменить заседание»: one form, full screen on a phone. */
export function HearingFormDialog({
  target,
  onClose,
}: {
  target: HearingFormTarget | null;
  onClose(): void;
}) {
  const saving = useIsMutating({ mutationKey: SAVE_COURT_EVENT_MUTATION }) > 0;
  const editing = target?.event ?? null;
  return (
    <ResponsiveModal
      opened={target !== null}
      onClose={saving ? () => {} : onClose}
      title={editing ? T.editTitle : T.createTitle}
      size="lg"
      centered
    >
      {/* A fresh form on each opening, filled from the hearing as it is now. */}
      {target ? (
        <HearingForm
          key={editing?.id ?? "new"}
          event={editing}
          day={target.event === null ? target.day : null}
          onDone={onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}
