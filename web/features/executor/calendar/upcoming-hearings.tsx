import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBell, IconCalendarEvent } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  dayKeyShortLabel,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import { moscowDayKey } from "../../../../domain/day-keys.ts";
import { formatMoscowTime } from "../../../../domain/time.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { CardList } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { executorTabHref } from "../executor-location.ts";
import { moscowToday } from "./events-by-day.ts";
import { useUpcomingCourtEvents } from "./use-court-events.ts";

const timeOf = (event: CourtEvent) => T.moscowTime(formatMoscowTime(event.date));

function UpcomingRow({ event }: { event: CourtEvent }) {
  return (
    // Side by side on a wide screen; on a phone the time goes above the case.
    <Group
      component="li"
      gap="md"
      style={{ rowGap: 2 }}
      wrap="wrap"
      align="flex-start"
      data-testid="upcoming-hearing"
    >
      <Text fw={700} size="sm" style={{ flex: "0 0 9.5rem" }}>
        {dayKeyShortLabel(moscowDayKey(event.date))}, {timeOf(event)}
      </Text>
      <Stack gap={0} style={{ flex: "1 1 14rem", minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {event.title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {event.court_name}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The overview's «Ближайшие заседания»: planned hearings of the next seven days, and tomorrow's
 * as a reminder — the in-app counterpart of the calendar feed's alarm the day before.
 */
export function UpcomingHearings() {
  const upcoming = useUpcomingCourtEvents();
  const { tomorrow } = moscowToday();

  let body: ReactNode;
  if (upcoming.isPending) {
    body = <LoadingState />;
  } else if (upcoming.isError) {
    body = (
      <LoadFailedAlert
        title={T.upcomingSoonLoadFailed}
        error={upcoming.error}
        onRetry={() => void upcoming.refetch()}
      />
    );
  } else if (upcoming.data.length === 0) {
    body = <Text c="dimmed">{T.upcomingSoonEmpty}</Text>;
  } else {
    const tomorrows = upcoming.data.filter((event) => moscowDayKey(event.date) === tomorrow);
    body = (
      <Stack gap="sm">
        {tomorrows.map((event) => (
          <Alert
            key={event.id}
            color="orange"
            variant="light"
            icon={<IconBell size={20} />}
            title={T.tomorrowReminder(event.title)}
            data-testid="tomorrow-reminder"
          >
            {timeOf(event)}, {event.court_name}
          </Alert>
        ))}
        <CardList label={T.upcomingSoonTitle}>
          {upcoming.data.map((event) => (
            <UpcomingRow key={event.id} event={event} />
          ))}
        </CardList>
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="upcoming-hearings-title"
      data-testid="upcoming-hearings"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="upcoming-hearings-title">
            {T.upcomingSoonTitle}
          </Title>
          <Button
            component={Link}
            to={executorTabHref("calendar")}
            variant="light"
            size="xs"
            leftSection={<IconCalendarEvent size={16} />}
          >
            {T.openCalendar}
          </Button>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
