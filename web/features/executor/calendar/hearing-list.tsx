import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import {
  dayKeyLongLabel,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { CardList } from "../../../ui/list-states.tsx";
import { HearingCard } from "./hearing-card.tsx";

/** Past days are shown a few at a time: a lawyer's history grows, the days ahead matter most. */
const PAST_DAYS_STEP = 7;

interface HearingListProps {
  byDay: ReadonlyMap<string, CourtEvent[]>;
  today: string;
  onEdit(event: CourtEvent): void;
  onDelete(event: CourtEvent): void;
}

function DayGroup({
  day,
  events,
  isToday,
  onEdit,
  onDelete,
}: {
  day: string;
  events: CourtEvent[];
  isToday: boolean;
} & Pick<HearingListProps, "onEdit" | "onDelete">) {
  const label = dayKeyLongLabel(day);
  return (
    <Stack gap="xs" data-testid="court-event-day" data-day={day}>
      <Group gap="xs">
        <Title order={4} size="h5">
          {label}
        </Title>
        {isToday ? (
          <Badge variant="light" color="navy">
            {T.today}
          </Badge>
        ) : null}
      </Group>
      <CardList label={label}>
        {events.map((event) => (
          <HearingCard key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </CardList>
    </Stack>
  );
}

/**
 * The hearings under the grid, grouped by Moscow day (spec 3 §2). The days ahead come first and
 * in the order they will happen, today at the top: that is what a lawyer opens the calendar for.
 * Past days follow, the latest first, so the most recent outcome is nearest and old ones wait
 * behind «Показать ещё».
 */
export function HearingList({ byDay, today, onEdit, onDelete }: HearingListProps) {
  const [pastShown, setPastShown] = useState(PAST_DAYS_STEP);
  const days = [...byDay.keys()].sort();
  const upcoming = days.filter((day) => day >= today);
  const past = days.filter((day) => day < today).reverse();
  const group = (day: string) => (
    <DayGroup
      key={day}
      day={day}
      events={byDay.get(day) ?? []}
      isToday={day === today}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
  return (
    <Stack gap="xl" data-testid="court-event-list">
      <Stack gap="md" component="section" aria-label={T.upcomingTitle}>
        <Title order={3} size="h4">
          {T.upcomingTitle}
        </Title>
        {upcoming.length === 0 ? <Text c="dimmed">{T.upcomingNone}</Text> : upcoming.map(group)}
      </Stack>
      {past.length > 0 ? (
        <Stack gap="md" component="section" aria-label={T.pastTitle}>
          <Title order={3} size="h4">
            {T.pastTitle}
          </Title>
          {past.slice(0, pastShown).map(group)}
          {past.length > pastShown ? (
            <Button
              variant="default"
              style={{ alignSelf: "flex-start" }}
              onClick={() => setPastShown((shown) => shown + PAST_DAYS_STEP)}
            >
              {T.showMorePast(past.length - pastShown)}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
