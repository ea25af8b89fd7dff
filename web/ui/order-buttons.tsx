import { Button } from "@mantine/core";
import { IconCreditCard, IconMessages } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { type OrderTarget, useOrderActions } from "../lib/order-actions.ts";
import classes from "./order-buttons.module.css";

interface OrderButtonsProps {
  target: OrderTarget;
  /** Runs before the action, e.g. to close the modal the buttons sit in. */
  onBeforeAction?: () => void;
  size?: "xs" | "sm" | "md";
}

/** «Написать в чат» and «Оплатить» for one order target (service cards, modals, auto-lawyer). */
export function OrderButtons({ target, onBeforeAction, size = "sm" }: OrderButtonsProps) {
  const { startChat, pay } = useOrderActions();
  // The buttons sit inside clickable cards: a click here must not also open the detail modal.
  const run = (action: (target: OrderTarget) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    onBeforeAction?.();
    action(target);
  };
  return (
    <div className={classes.row}>
      <Button
        variant="light"
        size={size}
        className={classes.button}
        leftSection={<IconMessages size={16} />}
        onClick={run(startChat)}
        data-testid="order-chat"
      >
        Написать в чат
      </Button>
      {/* Nothing to pay before the price is agreed in the chat. */}
      {target.amount > 0 ? (
        <Button
          size={size}
          className={classes.button}
          leftSection={<IconCreditCard size={16} />}
          onClick={run(pay)}
          data-testid="order-pay"
        >
          Оплатить
        </Button>
      ) : null}
    </div>
  );
}
