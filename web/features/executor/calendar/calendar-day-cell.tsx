import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  CALENDAR_DAY_EVENTS_SHOWN,
  type CalendarDay,
  COURT_EVENT_TEXTS,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import classes from "./month-grid.module.css";

interface CalendarDayCellProps {
  day: CalendarDay;
  events: readonly CourtEvent[];
  isToday: boolean;
  onOpen(key: string): void;
}

/**
 * One day of the grid, a button that opens the day's hearings (spec 3 §2). Wide, it lists up to
 * three titles and «+N еще» (§9); narrow, a count. Its name says the date and how many hearings,
 * so a screen reader hears the same whichever way it is drawn.
 */
export function CalendarDayCell({ day, events, isToday, onOpen }: CalendarDayCellProps) {
  const shown = events.slice(0, CALENDAR_DAY_EVENTS_SHOWN);
  const hidden = events.length - shown.length;
  const allDone = events.length > 0 && events.every((event) => event.is_completed);
  const className = [classes.day, day.inMonth ? "" : classes.outside, isToday ? classes.today : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <UnstyledButton
      className={className}
      aria-current={isToday ? "date" : undefined}
      data-testid="calendar-day"
      data-day={day.key}
      onClick={() => onOpen(day.key)}
    >
      {/* The name is this text, not an aria-label over different visible text (axe's
          label-content-name-mismatch): what is drawn is hidden from screen readers instead. */}
      <VisuallyHidden>{T.dayCell(day.key, events.length, isToday)}</VisuallyHidden>
      <span className={classes.number} aria-hidden>
        {day.day}
      </span>
      {events.length > 0 ? (
        <>
          <span className={classes.events} aria-hidden>
            {shown.map((event) => (
              <span
                key={event.id}
                className={`${classes.event} ${event.is_completed ? classes.completed : ""}`}
                data-testid="calendar-day-event"
                title={event.title}
              >
                {event.title}
              </span>
            ))}
            {hidden > 0 ? (
              <span className={classes.more}>{COURT_EVENT_TEXTS.moreEvents(hidden)}</span>
            ) : null}
          </span>
          <span className={`${classes.count} ${allDone ? classes.countDone : ""}`} aria-hidden>
            {events.length}
          </span>
        </>
      ) : null}
    </UnstyledButton>
  );
}
