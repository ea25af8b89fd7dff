import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { COURT_CALENDAR_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { CardList } from "../../../ui/list-states.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { HearingCard } from "./hearing-card.tsx";

interface DayDialogProps {
  /** The day shown (a Moscow day key), or null when closed. */
  day: string | null;
  byDay: ReadonlyMap<string, CourtEvent[]>;
  onAdd(day: string): void;
  onEdit(event: CourtEvent): void;
  onDelete(event: CourtEvent): void;
  onClose(): void;
}

/** A day of the grid opened (spec 3 §2): its hearings, each with its status and acts. */
export function DayDialog({ day, byDay, onAdd, onEdit, onDelete, onClose }: DayDialogProps) {
  // The last day stays while the dialog closes, so its title does not blink away.
  const [shown, setShown] = useState(day);
  if (day && day !== shown) setShown(day);
  const title = shown ? T.dayTitle(shown) : "";
  const events = (shown && byDay.get(shown)) || [];
  return (
    <ResponsiveModal opened={day !== null} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md" data-testid="calendar-day-dialog">
        {events.length === 0 ? (
          <Text c="dimmed">{T.dayEmpty}</Text>
        ) : (
          <CardList label={title}>
            {events.map((event) => (
              <HearingCard key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </CardList>
        )}
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => shown && onAdd(shown)}
          >
            {T.addForDay}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
