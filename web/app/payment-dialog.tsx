import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { Link } from "react-router";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";
import { formatRoubles } from "../../domain/money.ts";
import type { OrderTarget } from "../lib/order-actions.ts";
import { ContactDetails } from "../ui/contact-details.tsx";

interface PaymentDialogProps {
  /** The last target stays set while the modal fades out, so its text does not blink away. */
  target: OrderTarget | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * What «Оплатить» shows until card payment is connected: the amount and how to pay today.
 * It never says that a payment was made or started.
 */
export function PaymentDialog({ target, opened, onClose }: PaymentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target ? `Оплата: ${target.title}` : "Оплата"}
      centered
      size="md"
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text size="sm" c="dimmed">
            Стоимость
          </Text>
          <Text fw={700} fz={24}>
            {target && target.amount > 0
              ? `${formatRoubles(target.amount)} ₽`
              : "Уточняется у юриста"}
          </Text>
        </Paper>
        <Alert color="blue" variant="light" icon={<IconCreditCard size={20} />}>
          Онлайн-оплата банковской картой подключается и пока недоступна.
        </Alert>
        <Text size="sm">
          Чтобы оформить и оплатить заказ, свяжитесь с нами: юрист подтвердит стоимость и подскажет
          удобный способ оплаты.
        </Text>
        <ContactDetails />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/order-instructions" onClick={onClose} size="sm" fw={600}>
            Как заказать и оплатить
          </Anchor>
          <Button variant="default" onClick={onClose}>
            {CONFIRM_TEXTS.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
