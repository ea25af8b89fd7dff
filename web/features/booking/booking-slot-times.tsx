import { Button, SimpleGrid, Text } from "@mantine/core";
import type { Slots } from "../../api/bookings.ts";
import classes from "./booking.module.css";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { dayKeyWords, slotTimeWords } from "./booking-time.ts";

/**
 * The free times of one day as buttons: Moscow time, and the visitor's own under it when their
 * zone is another («10:00 МСК», «12:00 у вас»).
 */
export function BookingSlotTimes({
  dayKey,
  slots,
  onChoose,
}: {
  dayKey: string;
  slots: Slots["slots"];
  onChoose(start: string): void;
}) {
  const label = T.timesLabel(dayKeyWords(dayKey));
  return (
    <SimpleGrid
      role="group"
      aria-label={label}
      data-testid="booking-times"
      cols={{ base: 3, xs: 4, sm: 6 }}
      spacing="xs"
    >
      {slots.map((slot) => {
        const { moscow, visitor } = slotTimeWords(slot.start);
        return (
          <Button
            key={slot.start}
            variant="default"
            className={classes.time}
            onClick={() => onChoose(slot.start)}
            aria-label={visitor ? `${moscow} ${T.moscow}, ${visitor}` : undefined}
            data-testid="booking-time"
            data-start={slot.start}
          >
            <span className={classes.timeLines}>
              <span>{visitor ? `${moscow} ${T.moscow}` : moscow}</span>
              {visitor ? (
                <Text span size="xs" c="dimmed" inherit={false}>
                  {visitor}
                </Text>
              ) : null}
            </span>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
