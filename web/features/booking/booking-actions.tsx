import { Alert, Anchor, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconBuildingBank, IconCreditCard, IconMessages } from "@tabler/icons-react";
import { Link } from "react-router";
import { BOOKING_TEXTS } from "../../../domain/booking/booking.ts";
import { servicePath } from "../../../domain/site-pages/site-routes.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { Booking } from "../../api/bookings.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { MeetingLinkButton } from "../../ui/meeting-link-button.tsx";
import { TransferAccount } from "../../ui/transfer-account.tsx";
import { useSecondsUntil } from "../../ui/use-seconds-until.ts";
import { bookingChatPath } from "./booking-chat-path.ts";
import { safeMeetingUrl } from "./booking-meeting.ts";
import { bookingPaymentTarget, holdNote } from "./booking-payment.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

/** An unpaid booking: the hold's end and «Оплатить», or that the hold is over. */
function PaymentDue({
  booking,
  token,
  checking,
}: {
  booking: Booking;
  token: string | null;
  checking: boolean;
}) {
  const { pay } = useOrderActions();
  const holdEnds = booking.hold_expires_at ? Date.parse(booking.hold_expires_at) : null;
  const holdLeft = useSecondsUntil(holdEnds);
  if (checking) {
    return (
      <Group gap="sm" role="status" data-testid="booking-checking-payment">
        <Loader size="sm" aria-hidden />
        <Text>{T.checkingPayment}</Text>
      </Group>
    );
  }
  if (holdEnds !== null && holdLeft === 0) {
    return (
      <Alert color="orange" variant="light" title={BOOKING_TEXTS.holdExpired}>
        {booking.service_id === null ? null : (
          <Anchor component={Link} to={servicePath(booking.service_id)} fw={600}>
            {T.bookAgain}
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {booking.awaiting_transfer ? (
        <AwaitingTransfer booking={booking} />
      ) : holdNote(booking) ? (
        <Text fw={600}>{holdNote(booking)}</Text>
      ) : null}
      <Group>
        <Button
          size="md"
          leftSection={<IconCreditCard size={18} />}
          onClick={() => pay(bookingPaymentTarget(booking, token))}
        >
          {T.pay}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Paid by transfer, not confirmed yet: until when the time is held, the details to transfer to,
 * and that the receipt goes to the chat (its button is below).
 */
function AwaitingTransfer({ booking }: { booking: Booking }) {
  const settings = usePaymentSettings();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingBank size={20} />}
      title={BOOKING_TEXTS.awaitingTransferTitle}
      role="status"
      data-testid="booking-awaiting-transfer"
    >
      <Stack gap="sm">
        <Text size="sm">
          {BOOKING_TEXTS.awaitingTransfer(
            formatMoscowDateTime(booking.hold_expires_at ?? booking.start),
          )}
        </Text>
        {settings.data ? <TransferAccount manual={settings.data.manual} /> : null}
      </Stack>
    </Alert>
  );
}

/** What can be done with the booking now: pay it, go to its chat, join the video meeting. */
export function BookingActions({
  booking,
  token,
  checkingPayment,
}: {
  booking: Booking;
  token: string | null;
  checkingPayment: boolean;
}) {
  const chat = bookingChatPath(booking);
  const meeting = safeMeetingUrl(booking.meeting_url);
  const confirmed = booking.status === "confirmed";
  return (
    <Stack gap="md">
      {booking.status === "pending_payment" && booking.price > 0 ? (
        <PaymentDue booking={booking} token={token} checking={checkingPayment} />
      ) : null}
      {chat || meeting ? (
        <Group gap="sm">
          {meeting ? (
            <MeetingLinkButton href={meeting} size="md">
              {T.meeting}
            </MeetingLinkButton>
          ) : null}
          {chat ? (
            <Button
              component={Link}
              to={chat}
              size="md"
              variant={meeting ? "light" : "filled"}
              leftSection={<IconMessages size={18} />}
            >
              {T.toChat}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {confirmed && booking.format === "video" && !meeting ? (
        <Text size="sm" c="dimmed">
          {T.meetingHint}
        </Text>
      ) : null}
    </Stack>
  );
}
