import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCreditCard, IconHourglass } from "@tabler/icons-react";
import { Link } from "react-router";
import { BOOKING_FORMAT_LABELS } from "../../../domain/booking/booking.ts";
import type { Booking } from "../../api/bookings.ts";
import { bookingPath } from "./booking-path.ts";
import { holdNote } from "./booking-payment.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";

/** The booking just made and not paid yet: the pay window again, should it have been closed. */
export function BookingPending({ booking, onPay }: { booking: Booking; onPay(): void }) {
  const note = holdNote(booking);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHourglass size={20} />}
      title={T.awaitingPayment}
      data-testid="booking-pending"
      // News of the page, not an alarm: read politely, and apart from a refusal's alert.
      role="status"
    >
      <Text size="sm">
        {T.formSummary(bookingWhenWords(booking.start), BOOKING_FORMAT_LABELS[booking.format])}
      </Text>
      {note ? (
        <Text size="sm" fw={600}>
          {note}
        </Text>
      ) : null}
      <Group gap="sm" mt="sm">
        <Button size="sm" leftSection={<IconCreditCard size={16} />} onClick={onPay}>
          {T.pay}
        </Button>
        <Button size="sm" variant="default" component={Link} to={bookingPath(booking.id)}>
          {T.openBooking}
        </Button>
      </Group>
    </Alert>
  );
}
