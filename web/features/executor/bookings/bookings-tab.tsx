import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconGavel } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { addDays } from "../../../../domain/day-keys.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { type CourtEvent, courtEventsApi } from "../../../api/court-events.ts";
import type { ExecutorBooking } from "../../../api/executor-bookings.ts";
import { staffApi } from "../../../api/staff.ts";
import { useAuth } from "../../../lib/auth.ts";
import { EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { BookingCard } from "./booking-card.tsx";
import {
  type BookingsView,
  dayOf,
  dayTitle,
  moscowClock,
  moscowToday,
  periodOf,
} from "./booking-days.ts";
import { BookingPolicyForm } from "./booking-policy-form.tsx";
import { BOOKINGS_TAB_TEXTS as T } from "./bookings-texts.ts";
import { CancelBookingDialog } from "./cancel-dialog.tsx";
import { RescheduleDialog } from "./reschedule-dialog.tsx";
import { useExecutorBookings } from "./use-executor-bookings.ts";

const ALL = "all";

/**
 * «Записи» (issue 48 §3): the consultations booked for a Moscow day or week, one lawyer's or
 * (for the administrator) everyone's, with the lawyer's own court hearings of the same days; the
 * mark after the start, moving and cancelling; the administrator's cancellation rule below.
 */
export function BookingsTab() {
  const { user } = useAuth();
  const isAdmin = user?.role === "admin";
  const today = moscowToday();
  const [view, setView] = useState<BookingsView>("day");
  const [anchor, setAnchor] = useState(today);
  const [lawyer, setLawyer] = useState<string>(() => (isAdmin || !user ? ALL : String(user.id)));
  const [moving, setMoving] = useState<ExecutorBooking | null>(null);
  const [cancelling, setCancelling] = useState<ExecutorBooking | null>(null);
  const { from, to } = periodOf(view, anchor);
  const lawyerId = lawyer === ALL ? null : Number(lawyer);
  const bookings = useExecutorBookings(from, to, lawyerId);
  const staff = useQuery({
    queryKey: cabinetQueryKeys.staff,
    queryFn: ({ signal }) => staffApi.list(signal),
    enabled: isAdmin,
  });
  // The court calendar is each lawyer's own: shown beside their own bookings.
  const ownShown = user != null && (lawyerId === user.id || (!isAdmin && lawyerId === null));
  const hearings = useQuery({
    queryKey: cabinetQueryKeys.courtEvents,
    queryFn: ({ signal }) => courtEventsApi.list(signal),
    enabled: ownShown,
  });
  const now = Date.now();

  const days = useMemo(() => {
    const list: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
    return list;
  }, [from, to]);

  const step = view === "day" ? 1 : 7;
  const lawyerOptions = [
    { value: ALL, label: T.allLawyers },
    ...(staff.data?.items ?? [])
      .filter((member) => member.is_active)
      .map((member) => ({ value: String(member.id), label: member.full_name })),
  ];

  let content: ReactNode;
  if (bookings.isPending) {
    content = <LoadingState label={T.loading} />;
  } else if (bookings.isError) {
    content = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
      />
    );
  } else {
    const shownHearings = ownShown
      ? (hearings.data ?? []).filter((event) => {
          const day = dayOf(event.date);
          return day >= from && day <= to;
        })
      : [];
    if (bookings.data.bookings.length === 0 && shownHearings.length === 0) {
      content = <EmptyState testId="bookings-empty">{T.empty}</EmptyState>;
    } else {
      content = (
        <Stack gap="md">
          {days.map((day) => {
            const ofDay = bookings.data.bookings.filter((item) => dayOf(item.start) === day);
            const hearingsOfDay = shownHearings.filter((event) => dayOf(event.date) === day);
            if (view === "week" && ofDay.length === 0 && hearingsOfDay.length === 0) return null;
            return (
              <Stack key={day} gap="xs" component="section" aria-labelledby={`bookings-${day}`}>
                <Title order={3} size="h5" id={`bookings-${day}`}>
                  {dayTitle(day)}
                </Title>
                {ofDay.length === 0 && hearingsOfDay.length === 0 ? (
                  <EmptyState testId="bookings-empty">{T.empty}</EmptyState>
                ) : null}
                {hearingsOfDay.map((event) => (
                  <HearingRow key={`h-${event.id}`} event={event} />
                ))}
                {ofDay.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    now={now}
                    onReschedule={setMoving}
                    onCancel={setCancelling}
                  />
                ))}
              </Stack>
            );
          })}
        </Stack>
      );
    }
  }

  return (
    <Stack gap="lg" data-testid="bookings-tab">
      <TabHeading title={T.title} lead={T.lead} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={T.viewLabel}
          value={view}
          onChange={(value) => setView(value as BookingsView)}
          data={[
            { value: "day", label: T.day },
            { value: "week", label: T.week },
          ]}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === "day" ? T.previousDay : T.previousWeek}
            onClick={() => setAnchor(addDays(anchor, -step))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => setAnchor(today)}>
            {T.today}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={view === "day" ? T.nextDay : T.nextWeek}
            onClick={() => setAnchor(addDays(anchor, step))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        {isAdmin ? (
          <Select
            label={T.lawyer}
            data={lawyerOptions}
            value={lawyer}
            onChange={(value) => setLawyer(value ?? ALL)}
            allowDeselect={false}
            w={{ base: "100%", xs: 240 }}
          />
        ) : null}
      </Group>
      <Text size="sm" fw={500} data-testid="bookings-period" aria-live="polite">
        {from === to ? dayTitle(from) : `${dayTitle(from)} — ${dayTitle(to)}`}
      </Text>
      {content}
      {isAdmin ? <BookingPolicyForm /> : null}
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

/** A court hearing of the same day, read-only: its time, «Заседание», the case and the court. */
function HearingRow({ event }: { event: CourtEvent }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-light)"
      data-testid="booking-hearing"
    >
      <Group gap="xs" wrap="wrap">
        <IconGavel size={16} aria-hidden="true" />
        <Text fw={700} size="sm">
          {moscowClock(event.date)}
        </Text>
        <Text size="sm" fw={500}>
          {T.hearing}
        </Text>
        <Text size="sm">
          {event.title}, {event.court_name}
        </Text>
      </Group>
    </Paper>
  );
}
