import { Button, Group } from "@mantine/core";
import { CHAT_FILTER_LABELS, CHAT_FILTERS, type ChatFilter } from "../../../domain/chat/chat.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

/** All / active / unread / completed, as toggle buttons (aria-pressed) that wrap on a phone. */
export function ChatFilterButtons({
  value,
  onChange,
}: {
  value: ChatFilter;
  onChange: (filter: ChatFilter) => void;
}) {
  return (
    <Group role="group" aria-label={T.filterLabel} gap={6}>
      {CHAT_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            size="sm"
            radius="xl"
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {CHAT_FILTER_LABELS[filter]}
          </Button>
        );
      })}
    </Group>
  );
}
