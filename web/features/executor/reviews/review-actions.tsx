import { Button, Group } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { REVIEW_MODERATION_TEXTS as T } from "../../../../domain/reviews/review-moderation.ts";
import type { Review } from "../../../../domain/reviews/review-schemas.ts";
import { type ReviewAction, reviewActionsFrom } from "../../../../domain/reviews/review-status.ts";

const ICONS: Record<ReviewAction, typeof IconCheck> = {
  approve: IconCheck,
  reject: IconX,
  pending: IconArrowBackUp,
};
/** Plain colours: the theme darkens every light variant's text to pass contrast (web/app/theme.ts). */
const COLORS: Record<ReviewAction, string> = {
  approve: "teal",
  reject: "red",
  pending: "navy",
};

interface ReviewActionsProps {
  review: Review;
  /** The move running for this review, if any: its button spins, the others wait. */
  moving: ReviewAction | null;
  onEdit(): void;
  onMove(action: ReviewAction): void;
  onDelete(): void;
}

/** Only the moves the state table allows from the review's status are offered (spec 3 §4). */
export function ReviewActions({ review, moving, onEdit, onMove, onDelete }: ReviewActionsProps) {
  const busy = moving !== null;
  return (
    <Group gap="xs" role="group" aria-label={T.actionsLabel(review.client_name)}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        disabled={busy}
      >
        {T.edit}
      </Button>
      {reviewActionsFrom(review.status).map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="xs"
            variant="light"
            color={COLORS[action]}
            leftSection={<Icon size={14} />}
            loading={moving === action}
            disabled={busy && moving !== action}
            onClick={() => onMove(action)}
          >
            {T.actions[action]}
          </Button>
        );
      })}
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        disabled={busy}
      >
        {T.remove}
      </Button>
    </Group>
  );
}
