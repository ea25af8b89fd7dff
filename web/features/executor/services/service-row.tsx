import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconCalendarClock,
  IconClipboardList,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconSparkles,
  IconTrash,
} from "@tabler/icons-react";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import {
  normalizeCategory,
  SERVICE_CATEGORY_LABELS,
} from "../../../../domain/catalogue/services.ts";
import { INTAKE_TEXTS } from "../../../../domain/intake/intake.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { BOOKING_SETTINGS_TEXTS } from "../booking-settings-texts.ts";
import { servicePriceLabel } from "./service-price-label.ts";

export type ServiceAct = "edit" | "recommendations" | "intake" | "booking" | "toggle" | "delete";

interface ServiceRowProps {
  service: ExecutorService;
  first: boolean;
  last: boolean;
  /** Moves are off while the order is being saved. */
  busy: boolean;
  onMove(step: -1 | 1): void;
  onAct(act: ServiceAct): void;
}

/** One service of the cabinet's list: what the site shows of it, and what can be done with it. */
export function ServiceRow({ service, first, last, busy, onMove, onAct }: ServiceRowProps) {
  const title = service.title;
  const fields = service.intake_fields.length;
  const intakeLabel = fields > 0 ? `${INTAKE_TEXTS.open} · ${fields}` : INTAKE_TEXTS.open;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="executor-service"
      data-service-id={service.id}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Stack gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={T.moveUp(title)}
              disabled={first || busy}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={T.moveDown(title)}
              disabled={last || busy}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Stack>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text
              fw={600}
              style={{ overflowWrap: "anywhere" }}
              data-testid="executor-service-title"
            >
              {title}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="navy">
                {SERVICE_CATEGORY_LABELS[normalizeCategory(service.category)]}
              </Badge>
              <Badge
                variant="filled"
                color={service.is_active ? "teal.9" : "gray.7"}
                data-testid="executor-service-status"
              >
                {service.is_active ? T.active : T.inactive}
              </Badge>
            </Group>
            <Text fw={700} c="navy.8" data-testid="executor-service-price">
              {servicePriceLabel(service)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" style={{ flex: "0 1 auto" }}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            aria-label={T.editOf(title)}
            onClick={() => onAct("edit")}
          >
            {T.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconSparkles size={16} />}
            aria-label={T.recommendationsOf(title)}
            onClick={() => onAct("recommendations")}
          >
            {T.recommendations}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconClipboardList size={16} />}
            // The visible words first in the name (axe: label-content-name-mismatch), then whose.
            aria-label={`${intakeLabel}: ${INTAKE_TEXTS.openOf(title)}`}
            title={INTAKE_TEXTS.fieldsCount(service.intake_fields.length)}
            onClick={() => onAct("intake")}
          >
            {intakeLabel}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="indigo"
            leftSection={<IconCalendarClock size={16} />}
            aria-label={BOOKING_SETTINGS_TEXTS.service.openOf(title)}
            onClick={() => onAct("booking")}
          >
            {BOOKING_SETTINGS_TEXTS.service.open}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={service.is_active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            aria-label={service.is_active ? T.deactivateOf(title) : T.activateOf(title)}
            onClick={() => onAct("toggle")}
          >
            {service.is_active ? T.deactivate : T.activate}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={T.deleteOf(title)}
            onClick={() => onAct("delete")}
          >
            {T.delete}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
