import { Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { AutoLawyerService } from "../../../domain/service-schemas.ts";
import { autoLawyerPriceText, PRICE_TEXTS } from "../../../domain/services.ts";

function PriceRow({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Tooltip
        label={hint}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        {/* Focusable so keyboard and touch users can read the explanation too. */}
        <Group
          gap={4}
          wrap="nowrap"
          tabIndex={0}
          aria-label={`${label}: ${hint}`}
          style={{ cursor: "help" }}
        >
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <IconInfoCircle size={14} color="var(--mantine-color-gray-5)" aria-hidden />
        </Group>
      </Tooltip>
      <Text size="sm" fw={700} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** «под ключ» and «удаленно» prices of one auto-lawyer service, each with its explanation. */
export function PriceRows({ service }: { service: AutoLawyerService }) {
  return (
    <Stack gap={6} data-testid="auto-lawyer-prices">
      <PriceRow
        label={PRICE_TEXTS.fullServiceLabel}
        hint={PRICE_TEXTS.fullServiceTooltip}
        value={autoLawyerPriceText(
          service.price_full_service,
          service.hide_full_service_price,
          service.price_full_service_from,
        )}
      />
      <PriceRow
        label={PRICE_TEXTS.remoteLabel}
        hint={PRICE_TEXTS.remoteTooltip}
        value={autoLawyerPriceText(
          service.price_remote,
          service.hide_remote_price,
          service.price_remote_from,
        )}
      />
    </Stack>
  );
}
