import { Button, Card, Collapse, Group, List, Stack, Text, Title } from "@mantine/core";
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
    <List
      spacing={6}
      size="sm"
      icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}
      styles={{ itemWrapper: { alignItems: "flex-start" }, itemIcon: { marginTop: 2 } }}
    >
      {items.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      data-testid="tariff-card"
      data-tariff-id={tariff.id}
    >
      <Stack gap="sm" h="100%">
        <Title order={3} fz="xl">
          {tariff.name}
        </Title>
        <Group gap={6} align="baseline">
          <Text fz={28} fw={800} c="navy.8" lh={1}>
            {formatRoubles(tariff.price)} ₽
          </Text>
          <Text c="dimmed" size="sm">
            {TARIFF_TEXTS.perMonth}
          </Text>
        </Group>
        {lineList(visible)}
        {hidden.length > 0 ? (
          <>
            <Collapse expanded={expanded} id={moreId}>
              {lineList(hidden)}
            </Collapse>
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls={moreId}
              rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              style={{ alignSelf: "flex-start" }}
            >
              {expanded ? TARIFF_TEXTS.hideDetails : TARIFF_TEXTS.showDetails}
            </Button>
          </>
        ) : null}
        <Stack gap="xs" mt="auto" pt="sm">
          <Button variant="light" leftSection={<IconMessages size={16} />} onClick={consult}>
            {TARIFF_TEXTS.consultation}
          </Button>
          <Button leftSection={<IconCreditCard size={16} />} onClick={buy}>
            {TARIFF_TEXTS.pay}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
