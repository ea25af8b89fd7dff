import { Button, Group } from "@mantine/core";
import { IconCalendarTime, IconX } from "@tabler/icons-react";
import { useState } from "react";
import type { Booking, CancelledBooking } from "../../api/bookings.ts";
import { useSecondsUntil } from "../../ui/use-seconds-until.ts";
import { BookingCancelDialog } from "./booking-cancel-dialog.tsx";
import { isChangeable } from "./booking-meeting.ts";
import { BookingRescheduleDialog } from "./booking-reschedule-dialog.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

/**
 * «Перенести» and «Отменить запись» on the booking's page (issue 48 §3): while it is held for
 * payment or confirmed and has not begun.
 */
export function BookingManage({
  booking,
  token,
  onMoved,
  onCancelled,
}: {
  booking: Booking;
  token: string | null;
  onMoved(booking: Booking): void;
  onCancelled(result: CancelledBooking): void;
}) {
  const [dialog, setDialog] = useState<"reschedule" | "cancel" | null>(null);
  // An unpaid hold's end takes the buttons away without a reload (the server refuses after it).
  const hold =
    booking.status === "pending_payment" && booking.hold_expires_at
      ? Date.parse(booking.hold_expires_at)
      : null;
  const holdLeft = useSecondsUntil(hold);
  const changeable = isChangeable(booking) && (hold === null || holdLeft > 0);
  if (!changeable && dialog === null) return null;
  return (
    <>
      {changeable ? (
        <Group gap="sm" data-testid="booking-manage">
          <Button
            variant="default"
            size="md"
            leftSection={<IconCalendarTime size={18} />}
            onClick={() => setDialog("reschedule")}
          >
            {T.reschedule}
          </Button>
          <Button
            variant="default"
            color="red"
            size="md"
            leftSection={<IconX size={18} />}
            onClick={() => setDialog("cancel")}
          >
            {T.cancel}
          </Button>
        </Group>
      ) : null}
      <BookingRescheduleDialog
        booking={booking}
        token={token}
        opened={dialog === "reschedule"}
        onClose={() => setDialog(null)}
        onMoved={(moved) => {
          setDialog(null);
          onMoved(moved);
        }}
      />
      <BookingCancelDialog
        booking={booking}
        token={token}
        opened={dialog === "cancel"}
        onClose={() => setDialog(null)}
        onCancelled={(result) => {
          setDialog(null);
          onCancelled(result);
        }}
      />
    </>
  );
}
