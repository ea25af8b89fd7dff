import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { REVIEW_TEXTS } from "../../domain/reviews/reviews.ts";
import classes from "./badge.module.css";

/** «Проверенный клиент»: the review's author has a completed or accepted order with us. */
export function VerifiedClientBadge() {
  return (
    <span
      className={classes.badge}
      data-color="teal"
      title={REVIEW_TEXTS.verifiedClientHint}
      data-testid="verified-client"
    >
      <IconRosetteDiscountCheck size={14} aria-hidden />
      <span className={classes.label}>{REVIEW_TEXTS.verifiedClient}</span>
    </span>
  );
}
