import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconPencil, IconRotate, IconTrash } from "@tabler/icons-react";
import {
  COURT_EVENT_STATUS_LABELS,
  type CourtEventStatus,
  courtEventStatus,
  COURT_CALENDAR_TEXTS as T,
} from "../../../../domain/court-events/court-events.ts";
import { formatMoscowTime } from "../../../../domain/time.ts";
import type { CourtEvent } from "../../../api/court-events.ts";
import { useToggleCourtEvent } from "./use-court-events.ts";

const STATUS_COLORS: Record<CourtEventStatus, string> = {
  planned: "navy",
  inProgress: "orange",
  completed: "gray",
};

interface HearingCardProps {
  event: CourtEvent;
  onEdit(event: CourtEvent): void;
  onDelete(event: CourtEvent): void;
}

/**
 * One hearing: its time in Moscow, the case, the court, what to do, its status, and what can be
 * done with it. The same card in the day's dialog and in the list under the grid.
 */
export function HearingCard({ event, onEdit, onDelete }: HearingCardProps) {
  const toggle = useToggleCourtEvent();
  const done = event.is_completed;
  // Read at render: the list re-renders on every refetch, enough for a label that turns once.
  const status = courtEventStatus(event, new Date());
  const title = event.title;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="court-event"
      data-event-id={event.id}
      bg={done ? "gray.0" : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: "1 1 16rem", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{T.moscowTime(formatMoscowTime(event.date))}</Text>
            <Badge
              variant="light"
              color={STATUS_COLORS[status]}
              data-testid="court-event-status"
              data-status={status}
            >
              {COURT_EVENT_STATUS_LABELS[status]}
            </Badge>
          </Group>
          <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="court-event-title">
            {title}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {event.court_name}
          </Text>
          {event.notes ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              <Text span fw={600} inherit>
                {T.notesLabel}:{" "}
              </Text>
              {event.notes}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant={done ? "default" : "light"}
            color={done ? undefined : "teal"}
            leftSection={done ? <IconRotate size={16} /> : <IconCircleCheck size={16} />}
            aria-label={done ? T.markPlannedOf(title) : T.markCompletedOf(title)}
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ id: event.id, completed: !done })}
          >
            {done ? T.markPlanned : T.markCompleted}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            aria-label={T.editOf(title)}
            onClick={() => onEdit(event)}
          >
            {T.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={T.deleteOf(title)}
            onClick={() => onDelete(event)}
          >
            {T.delete}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
