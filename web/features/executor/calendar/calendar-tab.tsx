import { Button, Group, Paper, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import {
  COURT_EVENT_TEXTS,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { CalendarFeed } from "./calendar-feed.tsx";
import { DayDialog } from "./day-dialog.tsx";
import { DeleteHearingDialog } from "./delete-hearing-dialog.tsx";
import { addMonths, eventsByDay, type MonthRef, monthOfKey, moscowToday } from "./events-by-day.ts";
import { ExportIcsButton } from "./export-ics-button.tsx";
import { HearingFormDialog, type HearingFormTarget } from "./hearing-form-dialog.tsx";
import { HearingList } from "./hearing-list.tsx";
import { MonthGrid } from "./month-grid.tsx";
import { useCourtEvents } from "./use-court-events.ts";

/**
 * One dialog at a time. The form and the delete question opened from a day's dialog go back to
 * that day when they close, so the lawyer stays where they were.
 */
type OpenDialog =
  | { kind: "day"; day: string }
  | { kind: "form"; target: HearingFormTarget; back: string | null }
  | { kind: "delete"; event: CourtEvent; back: string | null }
  | null;

/**
 * «Календарь» (spec 3 §2 «Calendar»): the court hearings of the executor as a month grid and a
 * list by date, with add, edit, the status toggle and delete; an .ics export and a subscription
 * link for a phone's calendar.
 */
export function CalendarTab() {
  const events = useCourtEvents();
  const { today } = moscowToday();
  const [shown, setShown] = useState<MonthRef>(() => monthOfKey(today));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);

  const openDay = dialog?.kind === "day" ? dialog.day : null;
  // Acts opened from a day's dialog return to it.
  const back = openDay;
  const closeToBack = (to: string | null) => setDialog(to ? { kind: "day", day: to } : null);
  const edit = (event: CourtEvent) => setDialog({ kind: "form", target: { event }, back });
  const remove = (event: CourtEvent) => setDialog({ kind: "delete", event, back });

  let content: ReactNode;
  if (events.isPending) {
    content = <LoadingState label={T.loading} />;
  } else if (events.isError) {
    content = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  } else {
    content = (
      <>
        <Paper withBorder radius="lg" p={{ base: "xs", sm: "md" }}>
          <MonthGrid
            shown={shown}
            today={today}
            byDay={byDay}
            onStep={(step) => setShown(step === 0 ? monthOfKey(today) : addMonths(shown, step))}
            onOpenDay={(day) => setDialog({ kind: "day", day })}
          />
        </Paper>
        {events.data.length === 0 ? (
          <EmptyState testId="court-events-empty">{COURT_EVENT_TEXTS.empty}</EmptyState>
        ) : (
          <HearingList byDay={byDay} today={today} onEdit={edit} onDelete={remove} />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg" data-testid="calendar-tab">
      <TabHeading
        title={EXECUTOR_TEXTS.tabs.calendar}
        lead={T.lead}
        action={
          <Group gap="xs" wrap="wrap">
            <ExportIcsButton />
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() =>
                setDialog({ kind: "form", target: { event: null, day: null }, back: null })
              }
            >
              {T.add}
            </Button>
          </Group>
        }
      />
      {content}
      <CalendarFeed />
      <DayDialog
        day={openDay}
        byDay={byDay}
        onAdd={(day) => setDialog({ kind: "form", target: { event: null, day }, back: day })}
        onEdit={edit}
        onDelete={remove}
        onClose={() => setDialog(null)}
      />
      <HearingFormDialog
        target={dialog?.kind === "form" ? dialog.target : null}
        onClose={() => closeToBack(dialog?.kind === "form" ? dialog.back : null)}
      />
      <DeleteHearingDialog
        event={dialog?.kind === "delete" ? dialog.event : null}
        onClose={() => closeToBack(dialog?.kind === "delete" ? dialog.back : null)}
      />
    </Stack>
  );
}
