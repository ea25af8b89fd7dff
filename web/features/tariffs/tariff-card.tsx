import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconChevronDown,
  IconChevronUp,
  IconCircleCheck,
  IconCreditCard,
  IconMessages,
} from "@tabler/icons-react";
import { useId } from "react";
import { formatRoubles } from "../../../domain/money.ts";
import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { TARIFF_TEXTS } from "../../../domain/tariffs/tariffs.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import classes from "./tariff-card.module.css";

/** Lines always visible; the rest folds behind «Подробнее». */
const VISIBLE_LINES = 3;

interface TariffCardProps {
  tariff: BusinessTariff;
  onBeforeAction?: () => void;
}

export function TariffCard({ tariff, onBeforeAction }: TariffCardProps) {
  const { startChat, pay } = useOrderActions();
  const [expanded, { toggle }] = useDisclosure(false);
  const moreId = useId();
  const lines = tariff.description;
  const visible = lines.slice(0, VISIBLE_LINES);
  const hidden = lines.slice(VISIBLE_LINES);

  const consult = () => {
    onBeforeAction?.();
    startChat({
      title: `Консультация по тарифу ${tariff.name}`,
      amount: 0,
      serviceType: "business_tariff",
      planId: tariff.id,
    });
  };
  const buy = () => {
    onBeforeAction?.();
    pay({
      title: `Тариф ${tariff.name}`,
      amount: tariff.price,
      serviceType: "business_tariff",
      planId: tariff.id,
    });
  };

  const lineList = (items: string[]) => (
    <ul className={classes.lines}>
      {items.map((line) => (
        <li key={line} className={classes.line}>
          <IconCircleCheck size={16} className={classes.check} aria-hidden />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );

  // Plain elements styled by the module rather than Card, Stack, List and Collapse: cards are most
  // of what a public page hydrates on a phone (decision 044). The buttons stay Mantine's.
  return (
    <div className={classes.card} data-testid="tariff-card" data-tariff-id={tariff.id}>
      <h3 className={classes.name}>{tariff.name}</h3>
      <p className={classes.priceRow}>
        <span className={classes.price}>{formatRoubles(tariff.price)} ₽</span>
        <span className={classes.period}>{TARIFF_TEXTS.perMonth}</span>
      </p>
      {lineList(visible)}
      {hidden.length > 0 ? (
        <>
          <div id={moreId} hidden={!expanded}>
            {lineList(hidden)}
          </div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={moreId}
            rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            className={classes.more}
          >
            {expanded ? TARIFF_TEXTS.hideDetails : TARIFF_TEXTS.showDetails}
          </Button>
        </>
      ) : null}
      <div className={classes.actions}>
        <Button variant="light" leftSection={<IconMessages size={16} />} onClick={consult}>
          {TARIFF_TEXTS.consultation}
        </Button>
        <Button leftSection={<IconCreditCard size={16} />} onClick={buy}>
          {TARIFF_TEXTS.pay}
        </Button>
      </div>
    </div>
  );
}
