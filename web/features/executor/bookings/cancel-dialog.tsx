import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { formatAmount } from "../../../../domain/money.ts";
import { errorText } from "../../../api/client.ts";
import { type ExecutorBooking, executorBookingsApi } from "../../../api/executor-bookings.ts";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { dayOf, dayTitle, moscowClock } from "./booking-days.ts";
import { BOOKINGS_TAB_TEXTS as T } from "./bookings-texts.ts";
import { useRefreshBookings } from "./use-executor-bookings.ts";

/** «Отменить»: the question with an optional reason; after it, what went back to the client. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: ExecutorBooking | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={booking !== null} onClose={onClose} title={T.cancelTitle}>
      {booking ? <CancelForm booking={booking} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function CancelForm({ booking, onClose }: { booking: ExecutorBooking; onClose: () => void }) {
  const refresh = useRefreshBookings();
  const [reason, setReason] = useState("");
  const cancel = useMutation({
    mutationFn: () => executorBookingsApi.cancel(booking.id, reason.trim() || null),
    onSettled: refresh,
  });

  if (cancel.isSuccess) {
    return (
      <Stack gap="md" data-testid="cancel-done">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {T.cancelled}
          {cancel.data.refunded_amount > 0
            ? `. ${T.refunded(formatAmount(cancel.data.refunded_amount))}`
            : null}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {T.done}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="cancel-form">
      <Text size="sm" fw={500}>
        {booking.service_title}, {dayTitle(dayOf(booking.start))}, {moscowClock(booking.start)}
      </Text>
      <Text size="sm">{T.cancelLead}</Text>
      <Textarea
        label={T.cancelReasonLabel}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
      {cancel.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {`${T.cancelFailed}: ${errorText(cancel.error, API_TEXTS.internal)}`}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {T.keep}
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {T.cancelSubmit}
        </Button>
      </Group>
    </Stack>
  );
}
