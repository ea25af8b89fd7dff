import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  COURT_EVENT_NOTES_MAX,
  COURT_EVENT_TEXTS,
  COURT_EVENT_TITLE_MAX,
  COURT_NAME_MAX,
  courtEventNotesProblem,
  courtEventTitleProblem,
  courtNameProblem,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import { fromMoscowInputValue, toMoscowInputValue } from "../../../../domain/time-input.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { detailOf, useSaveCourtEvent } from "./use-court-events.ts";

/** A new hearing on a day picked in the grid starts at this Moscow time. */
const DEFAULT_TIME = "10:00";

interface HearingFormProps {
  /** The hearing to edit; null adds one. */
  event: CourtEvent | null;
  /** A new hearing's day (a Moscow day key), when it was added from a day of the grid. */
  day: string | null;
  onDone(): void;
}

/**
 * «Название дела», «Суд», the date and time in Moscow, «Что нужно сделать» (spec 3 §3, §5): the
 * first three required, checked here with the server's own words before anything is sent.
 */
export function HearingForm({ event, day, onDone }: HearingFormProps) {
  const save = useSaveCourtEvent(event?.id ?? null);
  const initialDate = event ? toMoscowInputValue(event.date) : day ? `${day}T${DEFAULT_TIME}` : "";
  const form = useForm({
    initialValues: {
      title: event?.title ?? "",
      court_name: event?.court_name ?? "",
      date: initialDate,
      notes: event?.notes ?? "",
    },
    validate: {
      title: courtEventTitleProblem,
      court_name: courtNameProblem,
      date: (value) => (fromMoscowInputValue(value) ? null : COURT_EVENT_TEXTS.dateRequired),
      notes: courtEventNotesProblem,
    },
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    // An untouched date keeps the server's instant to the second.
    const date =
      event && values.date === initialDate ? event.date : fromMoscowInputValue(values.date);
    if (!date) return;
    save.mutate(
      {
        title: values.title.trim(),
        court_name: values.court_name.trim(),
        date,
        notes: values.notes.trim(),
      },
      { onSuccess: onDone },
    );
  });

  const failed = event ? COURT_EVENT_TEXTS.updateFailed : COURT_EVENT_TEXTS.createFailed;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.titleLabel}
          required
          maxLength={COURT_EVENT_TITLE_MAX}
          data-autofocus
          {...form.getInputProps("title")}
        />
        <TextInput
          label={T.courtLabel}
          required
          maxLength={COURT_NAME_MAX}
          {...form.getInputProps("court_name")}
        />
        <TextInput
          type="datetime-local"
          label={T.dateLabel}
          description={T.dateHint}
          required
          {...form.getInputProps("date")}
        />
        <Textarea
          label={T.notesLabel}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={COURT_EVENT_NOTES_MAX}
          {...form.getInputProps("notes")}
        />
        {save.isError ? (
          <SaveFailedAlert testId="court-event-save-error">
            {`${failed}${detailOf(save.error)}`}
          </SaveFailedAlert>
        ) : null}
        <FormButtons
          onCancel={onDone}
          busy={save.isPending}
          submitLabel={event ? T.save : T.create}
        />
      </Stack>
    </form>
  );
}
