import { Badge } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { REVIEW_TEXTS } from "../../domain/reviews/reviews.ts";

/** «Проверенный клиент»: the review's author has a completed or accepted order with us. */
export function VerifiedClientBadge() {
  return (
    <Badge
      variant="light"
      color="teal"
      radius="sm"
      tt="none"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      title={REVIEW_TEXTS.verifiedClientHint}
      data-testid="verified-client"
    >
      {REVIEW_TEXTS.verifiedClient}
    </Badge>
  );
}
