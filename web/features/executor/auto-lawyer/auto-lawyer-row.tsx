import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import {
  autoLawyerChatPriceText,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { autoLawyerPriceText, PRICE_TEXTS } from "../../../../domain/catalogue/services.ts";

/** One price as the executor sees it: the real value, and «Скрыто» when the site hides it. */
function PriceLine({
  label,
  value,
  from,
  hidden,
}: {
  label: string;
  value: number | null;
  from: boolean;
  hidden: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Text size="sm" fw={600}>
        {autoLawyerPriceText(value, false, from)}
      </Text>
      {hidden ? (
        <Badge size="sm" color="dark" variant="outline" data-testid="hidden-price-badge">
          {T.hiddenBadge}
        </Badge>
      ) : null}
    </Group>
  );
}

interface AutoLawyerRowProps {
  service: ExecutorAutoLawyerService;
  isFirst: boolean;
  isLast: boolean;
  onMove(step: -1 | 1): void;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}

export function AutoLawyerRow({
  service,
  isFirst,
  isLast,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: AutoLawyerRowProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="auto-lawyer-admin-row"
      data-active={service.is_active}
      // Greyed without fading the text: it must stay as readable as the rest.
      bg={service.is_active ? undefined : "gray.1"}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {service.title}
            </Text>
            {service.is_active ? null : (
              <Badge color="dark" variant="filled">
                {T.inactiveBadge}
              </Badge>
            )}
          </Group>
          <PriceLine
            label={PRICE_TEXTS.fullServiceLabel}
            value={service.price_full_service}
            from={service.price_full_service_from}
            hidden={service.hide_full_service_price}
          />
          <PriceLine
            label={PRICE_TEXTS.remoteLabel}
            value={service.price_remote}
            from={service.price_remote_from}
            hidden={service.hide_remote_price}
          />
          <Text size="xs" c="dimmed">
            {T.chatPrice(autoLawyerChatPriceText(service))}
          </Text>
        </Stack>
        <Stack gap={4}>
          <ActionIcon
            variant="default"
            onClick={() => onMove(-1)}
            disabled={isFirst}
            aria-label={T.moveUp(service.title)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => onMove(1)}
            disabled={isLast}
            aria-label={T.moveDown(service.title)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {T.edit}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={service.is_active ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          onClick={onToggle}
        >
          {service.is_active ? T.deactivate : T.activate}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          {T.remove}
        </Button>
      </Group>
    </Paper>
  );
}
