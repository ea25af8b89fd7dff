import { ActionIcon, Button, Group, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import {
  monthGrid,
  COURT_CALENDAR_TEXTS as T,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
} from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { CalendarDayCell } from "./calendar-day-cell.tsx";
import type { MonthRef } from "./events-by-day.ts";
import classes from "./month-grid.module.css";

interface MonthGridProps {
  shown: MonthRef;
  today: string;
  byDay: ReadonlyMap<string, CourtEvent[]>;
  /** Another month: -1 the previous, 1 the next, 0 the one with today. */
  onStep(step: -1 | 0 | 1): void;
  onOpenDay(key: string): void;
}

const NO_EVENTS: CourtEvent[] = [];

/** The month, Monday first (spec 3 §2), with the way to the months around it and back to today. */
export function MonthGrid({ shown, today, byDay, onStep, onOpenDay }: MonthGridProps) {
  const weeks = monthGrid(shown.year, shown.month);
  const titleId = "calendar-month-title";
  return (
    <section className={classes.calendar} aria-labelledby={titleId} data-testid="calendar-month">
      <Group justify="space-between" gap="sm" mb="xs" wrap="nowrap">
        <Title order={3} size="h4" id={titleId} aria-live="polite">
          {T.monthTitle(shown.month, shown.year)}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={T.previousMonth}
            onClick={() => onStep(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" size="sm" onClick={() => onStep(0)}>
            {T.today}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={T.nextMonth}
            onClick={() => onStep(1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <table className={classes.table} aria-label={T.gridLabel(shown.month, shown.year)}>
        <thead>
          <tr>
            {WEEKDAY_SHORT_NAMES.map((name, index) => (
              <th key={name} scope="col" abbr={WEEKDAY_NAMES[index]} className={classes.weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <td key={day.key} className={classes.cell}>
                  <CalendarDayCell
                    day={day}
                    events={byDay.get(day.key) ?? NO_EVENTS}
                    isToday={day.key === today}
                    onOpen={onOpenDay}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
