import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCash, IconMessages, IconPhone } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  BOOKING_FORMAT_LABELS,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
} from "../../../../domain/booking/booking.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { errorText } from "../../../api/client.ts";
import { type ExecutorBooking, executorBookingsApi } from "../../../api/executor-bookings.ts";
import { MeetingLinkButton } from "../../../ui/meeting-link-button.tsx";
import { executorChatHref } from "../executor-location.ts";
import { moscowClock } from "./booking-days.ts";
import { BOOKINGS_TAB_TEXTS as T } from "./bookings-texts.ts";
import { useRefreshBookings } from "./use-executor-bookings.ts";

const STATUS_COLORS: Record<ExecutorBooking["status"], string> = {
  pending_payment: "yellow",
  confirmed: "blue",
  held: "teal",
  no_show: "gray",
  cancelled: "red",
};

/** Still to come or under way: it may be moved or cancelled. */
const changeable = (booking: ExecutorBooking, now: number) =>
  (booking.status === "confirmed" || booking.status === "pending_payment") &&
  Date.parse(booking.start) > now;

/** «Записи»: one booking with its client, its links and what the lawyer can do with it. */
export function BookingCard({
  booking,
  now,
  onReschedule,
  onCancel,
}: {
  booking: ExecutorBooking;
  now: number;
  onReschedule: (booking: ExecutorBooking) => void;
  onCancel: (booking: ExecutorBooking) => void;
}) {
  const refresh = useRefreshBookings();
  const mark = useMutation({
    mutationFn: (outcome: "held" | "no_show") => executorBookingsApi.outcome(booking.id, outcome),
    onSuccess: () => notifications.show({ color: "teal", message: T.marked }),
    onError: (error) =>
      notifications.show({
        color: "red",
        title: T.markFailed,
        message: errorText(error, API_TEXTS.internal),
      }),
    onSettled: refresh,
  });
  const confirm = useMutation({
    mutationFn: () => executorBookingsApi.confirmTransfer(booking.id),
    onSuccess: () =>
      notifications.show({ color: "teal", message: BOOKING_TEXTS.transferConfirmed }),
    onError: (error) =>
      notifications.show({
        color: "red",
        title: BOOKING_TEXTS.confirmTransfer,
        message: errorText(error, API_TEXTS.internal),
      }),
    onSettled: refresh,
  });
  const started = Date.parse(booking.start) <= now;
  const markable = started && ["confirmed", "held", "no_show"].includes(booking.status);
  const time = `${moscowClock(booking.start)}–${moscowClock(booking.end)}`;
  const titleId = `booking-${booking.id}-title`;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={titleId}
      data-testid="executor-booking"
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId} data-testid="booking-time">
            {time}
          </Text>
          <Badge color={STATUS_COLORS[booking.status]} variant="light" data-testid="booking-status">
            {booking.awaiting_transfer
              ? BOOKING_TEXTS.transferStatus
              : BOOKING_STATUS_LABELS[booking.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {booking.service_title} · {BOOKING_FORMAT_LABELS[booking.format]}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {T.client}: {booking.client_name}
          </Text>
          <Anchor href={`tel:${booking.client_phone}`} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={14} aria-hidden="true" />
              {booking.client_phone}
            </Group>
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {booking.lawyer ? T.lawyerOf(booking.lawyer.full_name) : T.noLawyer}
        </Text>
        {booking.comment ? (
          <Text size="sm">
            {T.comment}: {booking.comment}
          </Text>
        ) : null}
        {booking.status === "cancelled" && booking.cancel_reason ? (
          <Text size="sm" c="dimmed">
            {T.cancelReason}: {booking.cancel_reason}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {booking.chat_session_id ? (
            <Button
              component={Link}
              to={executorChatHref(booking.chat_session_id, "all")}
              variant="light"
              size="xs"
              leftSection={<IconMessages size={16} />}
            >
              {T.openChat}
            </Button>
          ) : null}
          {booking.meeting_url ? (
            <MeetingLinkButton href={booking.meeting_url} size="xs" variant="light">
              {T.meeting}
            </MeetingLinkButton>
          ) : null}
          {booking.awaiting_transfer ? (
            <Button
              size="xs"
              leftSection={<IconCash size={16} />}
              loading={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {BOOKING_TEXTS.confirmTransfer}
            </Button>
          ) : null}
          {markable ? (
            <>
              <Button
                size="xs"
                color="teal"
                variant={booking.status === "held" ? "filled" : "light"}
                loading={mark.isPending && mark.variables === "held"}
                disabled={booking.status === "held"}
                onClick={() => mark.mutate("held")}
              >
                {T.held}
              </Button>
              <Button
                size="xs"
                color="gray"
                variant={booking.status === "no_show" ? "filled" : "light"}
                loading={mark.isPending && mark.variables === "no_show"}
                disabled={booking.status === "no_show"}
                onClick={() => mark.mutate("no_show")}
              >
                {T.noShow}
              </Button>
            </>
          ) : null}
          {changeable(booking, now) ? (
            <>
              <Button size="xs" variant="default" onClick={() => onReschedule(booking)}>
                {T.reschedule}
              </Button>
              <Button size="xs" variant="default" color="red" onClick={() => onCancel(booking)}>
                {T.cancel}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
