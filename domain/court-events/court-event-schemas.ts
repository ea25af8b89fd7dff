/** API shapes of the court calendar as zod schemas (server validation, OpenAPI, types). */
import { z } from "zod";
import {
  COURT_EVENT_NOTES_MAX,
  COURT_EVENT_TITLE_MAX,
  COURT_NAME_MAX,
  COURT_EVENT_TEXTS as T,
} from "./court-events.ts";

export const courtEventSchema = z.object({
  id: z.number().int(),
  /** The case. */
  title: z.string(),
  court_name: z.string(),
  /** The hearing's instant, ISO 8601 (the cabinet shows and edits it in Moscow time). */
  date: z.string(),
  /** What needs to be done; empty when there is nothing to note. */
  notes: z.string(),
  is_completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CourtEvent = z.infer<typeof courtEventSchema>;

const title = z
  .string({ error: T.titleRequired })
  .trim()
  .min(1, { error: T.titleRequired })
  .max(COURT_EVENT_TITLE_MAX, { error: T.titleTooLong });
const courtName = z
  .string({ error: T.courtRequired })
  .trim()
  .min(1, { error: T.courtRequired })
  .max(COURT_NAME_MAX, { error: T.courtTooLong });
const date = z.iso.datetime({ offset: true, error: T.dateRequired });
const notes = z.string().trim().max(COURT_EVENT_NOTES_MAX, { error: T.notesTooLong });

/** The add and edit form (spec 3 §5: title, court and date required; notes optional). */
export const courtEventInputSchema = z.object({
  title,
  court_name: courtName,
  date,
  notes: notes.optional(),
});
export type CourtEventInput = z.infer<typeof courtEventInputSchema>;

/**
 * PUT: the whole form (and the status with it, if given), or `{ is_completed }` alone, the
 * «Запланировано» ⇄ «Завершено» toggle (spec 3 §7). Anything in between is refused, so a toggle
 * can never blank a field and a form can never half-save.
 */
export const courtEventUpdateSchema = z
  .object({
    title: title.optional(),
    court_name: courtName.optional(),
    date: date.optional(),
    notes: notes.optional(),
    is_completed: z.boolean({ error: T.updateShape }).optional(),
  })
  .superRefine((body, context) => {
    const formFields = [body.title, body.court_name, body.date, body.notes];
    if (formFields.every((field) => field === undefined)) {
      if (body.is_completed === undefined)
        context.addIssue({ code: "custom", message: T.updateShape });
      return;
    }
    if (body.title === undefined) context.addIssue({ code: "custom", message: T.titleRequired });
    else if (body.court_name === undefined)
      context.addIssue({ code: "custom", message: T.courtRequired });
    else if (body.date === undefined) context.addIssue({ code: "custom", message: T.dateRequired });
  });
export type CourtEventUpdate = z.infer<typeof courtEventUpdateSchema>;

export const courtEventFeedSchema = z.object({
  /** The secret subscription address for a phone's calendar; a new one revokes the old. */
  url: z.string(),
});
