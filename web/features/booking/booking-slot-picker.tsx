import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ToggleButtons } from "../../ui/toggle-buttons.tsx";
import { BookingSlotTimes } from "./booking-slot-times.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { dayKeyWords } from "./booking-time.ts";
import { useBookingSlots } from "./use-booking-slots.ts";

/**
 * The days with free time, a week at a time («Ещё дни» up to the booking's horizon), and the
 * chosen day's times.
 */
export function BookingSlotPicker({
  serviceId,
  horizonDays,
  onChoose,
  exclude,
}: {
  serviceId: number;
  horizonDays: number;
  onChoose(start: string): void;
  /** A start not to offer (a booking being moved: its own time). */
  exclude?: string;
}) {
  const slots = useBookingSlots(serviceId, horizonDays);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const days = exclude
    ? slots.days
        .map((item) => ({
          ...item,
          slots: item.slots.filter((slot) => Date.parse(slot.start) !== Date.parse(exclude)),
        }))
        .filter((item) => item.slots.length > 0)
    : slots.days;
  // The chosen day while it still has free time, else the first that has.
  const day = days.find((item) => item.key === chosenDay) ?? days[0];

  if (slots.isPending) return <LoadingState label={T.loadingSlots} />;
  if (slots.isError && days.length === 0) {
    return (
      <LoadFailedAlert
        title={T.slotsFailed}
        error={slots.error}
        onRetry={() => void slots.refetch()}
      />
    );
  }
  const labels = Object.fromEntries(days.map((item) => [item.key, dayKeyWords(item.key)]));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.timeZoneNote}
      </Text>
      {days.length > 0 ? (
        <ToggleButtons
          label={T.daysLabel}
          options={days.map((item) => item.key)}
          labels={labels}
          value={day?.key ?? ""}
          onChange={setChosenDay}
        />
      ) : null}
      {slots.lastWeekEmpty ? (
        <Text size="sm" data-testid="booking-no-slots">
          {T.noSlots}
        </Text>
      ) : null}
      {slots.hasNextPage ? (
        <Group>
          <Button
            variant="subtle"
            size="sm"
            loading={slots.isFetchingNextPage}
            onClick={() => void slots.fetchNextPage()}
          >
            {T.moreDays}
          </Button>
        </Group>
      ) : null}
      {day ? <BookingSlotTimes dayKey={day.key} slots={day.slots} onChoose={onChoose} /> : null}
    </Stack>
  );
}
