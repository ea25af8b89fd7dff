import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { type Booking, bookingsApi, type CancelledBooking } from "../../api/bookings.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";

/** The reason's limit (cancelBookingSchema). */
const REASON_MAX = 500;

/** «Отменить запись»: an optional reason and the refund rule, then the cancellation. */
export function BookingCancelDialog({
  booking,
  token,
  opened,
  onClose,
  onCancelled,
}: {
  booking: Booking;
  token: string | null;
  opened: boolean;
  onClose(): void;
  onCancelled(result: CancelledBooking): void;
}) {
  const queryClient = useQueryClient();
  // The firm's own rule; the usual one is said while it loads or if it cannot be read.
  const policy = useQuery({
    queryKey: queryKeys.bookingPolicy,
    queryFn: ({ signal }) => bookingsApi.policy(signal),
    enabled: opened && booking.price > 0,
    staleTime: 60_000,
  });
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await bookingsApi.cancel(booking.id, token, reason.trim() || null);
      queryClient.setQueryData(queryKeys.booking(result.booking.id), result.booking);
      if (result.booking.service_id !== null) {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.serviceSlots(result.booking.service_id),
        });
      }
      onCancelled(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.booking(booking.id) });
      }
      setFailure(errorText(error, T.cancelFailed) || T.cancelFailed);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={T.cancelTitle}
      size="md"
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" data-testid="booking-cancel-dialog">
          <Text fw={600}>
            {booking.service_title}, {bookingWhenWords(booking.start)}
          </Text>
          {booking.price > 0 ? <Text size="sm">{T.cancelRule(policy.data)}</Text> : null}
          <Textarea
            label={T.cancelReason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            maxRows={5}
            disabled={submitting}
          />
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {T.keep}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {T.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
