import { Button, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { BOOKING_FORMAT_LABELS } from "../../../domain/booking/booking.ts";
import type { Booking } from "../../api/bookings.ts";
import { bookingPath } from "./booking-path.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";

/** A free consultation is confirmed at once: when, how, and the way to the booking's page. */
export function BookingConfirmation({ booking, onClose }: { booking: Booking; onClose(): void }) {
  return (
    <Stack gap="md" data-testid="booking-confirmation">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-green-7)" aria-hidden />
        <Stack gap={4}>
          <Text fw={700}>{booking.service_title}</Text>
          <Text>
            {T.formSummary(bookingWhenWords(booking.start), BOOKING_FORMAT_LABELS[booking.format])}
          </Text>
          {booking.lawyer ? (
            <Text size="sm" c="dimmed">
              {T.lawyer}: {booking.lawyer.full_name}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {T.bookedLead}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button component={Link} to={bookingPath(booking.id)} onClick={onClose}>
          {T.openBooking}
        </Button>
      </Group>
    </Stack>
  );
}
