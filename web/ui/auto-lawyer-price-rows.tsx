import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { AutoLawyerPrices } from "../../domain/catalogue/auto-lawyer-admin.ts";
import { autoLawyerPriceText, PRICE_TEXTS } from "../../domain/catalogue/services.ts";
import { HintTooltip } from "./hint-tooltip.tsx";

function PriceRow({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <HintTooltip label={hint} width={260} align="start">
        {(tooltipId) => (
          // A button, so keyboard and touch users can reach the explanation too.
          <UnstyledButton aria-describedby={tooltipId} style={{ display: "flex", cursor: "help" }}>
            <Group gap={4} wrap="nowrap" component="span">
              <Text size="sm" c="dimmed" component="span">
                {label}
              </Text>
              <IconInfoCircle size={14} color="var(--mantine-color-gray-5)" aria-hidden />
            </Group>
          </UnstyledButton>
        )}
      </HintTooltip>
      <Text size="sm" fw={700} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * «под ключ» and «удаленно» prices of one auto-lawyer service, each with its explanation. Shared
 * by the public card, its detail modal and the cabinet's preview, so the preview reads the same.
 */
export function PriceRows({ service }: { service: AutoLawyerPrices }) {
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
