import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { bookingHeadline } from "../../../domain/booking/booking.ts";
import { type Booking, bookingsApi, chatBookingsKey } from "../../api/bookings.ts";
import { MeetingLinkButton } from "../../ui/meeting-link-button.tsx";
import { safeMeetingUrl } from "./booking-meeting.ts";
import { bookingPath } from "./booking-path.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { slotTimeWords } from "./booking-time.ts";

/** Read again each minute: a video meeting's link comes 15 minutes before the start. */
const REFRESH_MS = 60_000;

/** Still ahead or under way: held for payment or confirmed, and not over. */
const isUpcoming = (booking: Booking, now: number) =>
  (booking.status === "confirmed" || booking.status === "pending_payment") &&
  Date.parse(booking.end) > now;

function PinnedBooking({ booking }: { booking: Booking }) {
  const meeting = safeMeetingUrl(booking.meeting_url);
  const { visitor } = slotTimeWords(booking.start);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="blue.0"
      data-testid="pinned-booking"
      data-booking-id={booking.id}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <IconCalendarEvent size={22} color="var(--mantine-color-blue-7)" aria-hidden />
          <Stack gap={2} miw={0}>
            <Text fw={600} data-testid="pinned-booking-headline">
              {bookingHeadline(Date.parse(booking.start), booking.format)}
            </Text>
            {visitor ? (
              <Text size="sm" c="dimmed">
                {visitor}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="sm">
          {meeting ? (
            <MeetingLinkButton href={meeting} size="sm">
              {T.meeting}
            </MeetingLinkButton>
          ) : null}
          <Anchor component={Link} to={bookingPath(booking.id)} size="sm" fw={600}>
            {T.manage}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The chat's booked consultations pinned at its top (issue 48 §2), for the client, the guest
 * (by the chat's id) and the staff: nothing at all while loading, when there are none, or when
 * the read fails (a chat without bookings, or gone, shows no error here).
 */
export function PinnedBookings({ sessionId, guest }: { sessionId: string; guest: boolean }) {
  const query = useQuery({
    queryKey: chatBookingsKey(sessionId, guest),
    queryFn: ({ signal }) => bookingsApi.chatBookings(sessionId, guest, signal),
    retry: false,
    refetchInterval: REFRESH_MS,
  });
  // A booking drops off once over, even when nothing new comes from the server.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const upcoming = (query.data?.bookings ?? []).filter((booking) => isUpcoming(booking, now));
  if (upcoming.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={T.pinnedLabel} data-testid="pinned-bookings">
      {upcoming.map((booking) => (
        <PinnedBooking key={booking.id} booking={booking} />
      ))}
    </Stack>
  );
}
