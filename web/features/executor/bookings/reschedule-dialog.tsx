import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { SLOTS_DAYS_MAX } from "../../../../domain/booking/booking.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { bookingsApi } from "../../../api/bookings.ts";
import { errorText } from "../../../api/client.ts";
import { type ExecutorBooking, executorBookingsApi } from "../../../api/executor-bookings.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { dayOf, dayTitle, moscowClock, moscowToday } from "./booking-days.ts";
import { BOOKINGS_TAB_TEXTS as T } from "./bookings-texts.ts";
import { useRefreshBookings } from "./use-executor-bookings.ts";

/** «Перенести»: a day and one of its free times from the service's public slots. */
export function RescheduleDialog({
  booking,
  onClose,
}: {
  booking: ExecutorBooking | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={booking !== null} onClose={onClose} title={T.rescheduleTitle}>
      {booking ? <RescheduleForm booking={booking} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function RescheduleForm({ booking, onClose }: { booking: ExecutorBooking; onClose: () => void }) {
  const refresh = useRefreshBookings();
  const serviceId = booking.service_id ?? 0;
  const from = moscowToday();
  const slots = useQuery({
    queryKey: ["back-office", "reschedule-slots", serviceId, from],
    queryFn: ({ signal }) => bookingsApi.slots(serviceId, from, SLOTS_DAYS_MAX, signal),
    staleTime: 0,
    enabled: booking.service_id !== null,
  });
  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    for (const slot of slots.data?.slots ?? []) {
      if (slot.start === booking.start) continue;
      const day = dayOf(slot.start);
      days.set(day, [...(days.get(day) ?? []), slot.start]);
    }
    return days;
  }, [slots.data, booking.start]);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const shownDay = day ?? byDay.keys().next().value ?? null;
  const move = useMutation({
    mutationFn: (to: string) => executorBookingsApi.reschedule(booking.id, to),
    onSuccess: () => {
      notifications.show({ color: "teal", message: T.rescheduled });
      onClose();
    },
    onSettled: refresh,
  });

  let times: ReactNode;
  if (slots.isPending && booking.service_id !== null) {
    times = <LoadingState label={T.slotsLoading} />;
  } else if (slots.isError) {
    times = (
      <LoadFailedAlert
        title={T.slotsFailed}
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  } else if (!shownDay) {
    times = (
      <Text size="sm" c="dimmed" data-testid="reschedule-no-slots">
        {T.noSlots}
      </Text>
    );
  } else {
    times = (
      <Stack gap="xs">
        <Select
          label={T.rescheduleDay}
          data={[...byDay.keys()].map((key) => ({ value: key, label: dayTitle(key) }))}
          value={shownDay}
          onChange={(value) => {
            setDay(value);
            setStart(null);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" fw={500} id="reschedule-times-label">
          {T.rescheduleTimes}
        </Text>
        <Group gap="xs" role="group" aria-labelledby="reschedule-times-label">
          {(byDay.get(shownDay) ?? []).map((slot) => (
            <Button
              key={slot}
              size="sm"
              variant={slot === start ? "filled" : "default"}
              aria-pressed={slot === start}
              data-testid="reschedule-time"
              data-start={slot}
              onClick={() => setStart(slot)}
            >
              {moscowClock(slot)}
            </Button>
          ))}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="reschedule-form">
      <Text size="sm">
        {T.rescheduleLead(
          booking.service_title,
          `${dayTitle(dayOf(booking.start))}, ${moscowClock(booking.start)}`,
        )}
      </Text>
      {times}
      {move.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {`${T.rescheduleFailed}: ${errorText(move.error, API_TEXTS.internal)}`}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {T.dismiss}
        </Button>
        <Button
          disabled={start === null}
          loading={move.isPending}
          onClick={() => start && move.mutate(start)}
        >
          {T.rescheduleSubmit}
        </Button>
      </Group>
    </Stack>
  );
}
