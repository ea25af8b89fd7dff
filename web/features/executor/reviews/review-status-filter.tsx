import { Badge, Button, Group } from "@mantine/core";
import {
  REVIEW_FILTERS,
  type ReviewFilter,
  REVIEW_MODERATION_TEXTS as T,
} from "../../../../domain/reviews/review-moderation.ts";
import type { ReviewModerationList } from "../../../../domain/reviews/review-schemas.ts";

/** Все / На модерации / Опубликованы / Отклонены with their counts, as toggle buttons that wrap. */
export function ReviewStatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ReviewFilter;
  counts: ReviewModerationList["counts"] | undefined;
  onChange: (filter: ReviewFilter) => void;
}) {
  return (
    <Group role="group" aria-label={T.filterLabel} gap={6}>
      {REVIEW_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <Button
            key={filter}
            size="sm"
            radius="xl"
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            rightSection={
              counts ? (
                <Badge
                  size="sm"
                  circle={counts[filter] < 10}
                  variant={pressed ? "white" : "default"}
                  color="navy.9"
                >
                  {counts[filter]}
                </Badge>
              ) : undefined
            }
          >
            {T.filters[filter]}
          </Button>
        );
      })}
    </Group>
  );
}
