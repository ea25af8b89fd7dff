import { Anchor, Badge, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BOOKING_FORMAT_LABELS, BOOKING_STATUS_LABELS } from "../../../domain/booking/booking.ts";
import { formatAmount } from "../../../domain/money.ts";
import { servicePath } from "../../../domain/site-pages/site-routes.ts";
import type { Booking } from "../../api/bookings.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";

const STATUS_COLORS: Record<Booking["status"], string> = {
  pending_payment: "orange",
  confirmed: "green",
  held: "blue",
  no_show: "gray",
  cancelled: "red",
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A booking's service, time (Moscow, and the visitor's own), format, lawyer, price and status. */
export function BookingDetails({ booking }: { booking: Booking }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Row label={T.status}>
        <Badge
          color={STATUS_COLORS[booking.status]}
          variant="light"
          size="lg"
          data-testid="booking-status"
        >
          {BOOKING_STATUS_LABELS[booking.status]}
        </Badge>
      </Row>
      <Row label={T.service}>
        {booking.service_id === null ? (
          booking.service_title
        ) : (
          <Anchor component={Link} to={servicePath(booking.service_id)} inherit>
            {booking.service_title}
          </Anchor>
        )}
      </Row>
      <Row label={T.when}>
        <span data-testid="booking-when">{bookingWhenWords(booking.start)}</span>
      </Row>
      <Row label={T.format}>{BOOKING_FORMAT_LABELS[booking.format]}</Row>
      <Row label={T.lawyer}>{booking.lawyer?.full_name ?? T.lawyerLater}</Row>
      <Row label={T.price}>{booking.price > 0 ? formatAmount(booking.price) : T.free}</Row>
    </SimpleGrid>
  );
}
