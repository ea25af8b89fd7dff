import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { type Booking, bookingsApi } from "../../api/bookings.ts";
import { ApiError, errorText, retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { BookingSlotPicker } from "./booking-slot-picker.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";

/**
 * «Перенести» (issue 48 §3): the service's free times as the booking section offers them, the
 * booking's own left out; a time chosen is confirmed, then moved to. A time taken meanwhile (409)
 * says so and the times are read again.
 */
export function BookingRescheduleDialog({
  booking,
  token,
  opened,
  onClose,
  onMoved,
}: {
  booking: Booking;
  token: string | null;
  opened: boolean;
  onClose(): void;
  onMoved(booking: Booking): void;
}) {
  const queryClient = useQueryClient();
  const serviceId = booking.service_id;
  const settings = useQuery({
    queryKey: queryKeys.serviceBooking(serviceId ?? 0),
    queryFn: ({ signal }) => bookingsApi.serviceBooking(serviceId ?? 0, signal),
    retry: retryUnlessMissing,
    enabled: opened && serviceId !== null,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  const close = () => {
    setChosen(null);
    setFailure(null);
    onClose();
  };
  const refreshSlots = () =>
    serviceId === null
      ? undefined
      : queryClient.invalidateQueries({ queryKey: queryKeys.serviceSlots(serviceId) });

  const move = async () => {
    if (!chosen || running.current) return;
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const moved = await bookingsApi.reschedule(booking.id, token, chosen);
      queryClient.setQueryData(queryKeys.booking(moved.id), moved);
      void refreshSlots();
      setChosen(null);
      onMoved(moved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Taken meanwhile, or the booking can no longer change: the times and the booking anew.
        setChosen(null);
        void refreshSlots();
        void queryClient.invalidateQueries({ queryKey: queryKeys.booking(booking.id) });
      }
      setFailure(errorText(error, T.rescheduleFailed) || T.rescheduleFailed);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  let body: ReactNode;
  if (serviceId === null || (settings.isError && !settings.data)) {
    body = (
      <Alert color="orange" variant="light" role="alert">
        {T.rescheduleClosed}
      </Alert>
    );
  } else if (!settings.data) {
    body = <LoadingState label={T.loadingSlots} />;
  } else if (!settings.data.enabled) {
    body = (
      <Alert color="orange" variant="light" role="alert">
        {T.rescheduleClosed}
      </Alert>
    );
  } else if (chosen) {
    body = (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text fw={600} data-testid="booking-reschedule-to">
            {T.rescheduleTo(bookingWhenWords(chosen))}
          </Text>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setChosen(null)} disabled={submitting}>
            {T.chooseAnother}
          </Button>
          <Button onClick={() => void move()} loading={submitting}>
            {T.rescheduleConfirm}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <BookingSlotPicker
        serviceId={serviceId}
        horizonDays={settings.data.horizon_days}
        exclude={booking.start}
        onChoose={(start) => {
          setFailure(null);
          setChosen(start);
        }}
      />
    );
  }

  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={T.rescheduleTitle}
      size="lg"
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md" data-testid="booking-reschedule-dialog">
        <Text size="sm">{T.rescheduleNow(bookingWhenWords(booking.start))}</Text>
        {failure ? (
          <Alert color="orange" variant="light" icon={<IconClockHour4 size={20} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </ResponsiveModal>
  );
}
