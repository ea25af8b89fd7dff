import { Alert, Stack, Text } from "@mantine/core";
import {
  autoLawyerChatPriceText,
  AUTO_LAWYER_ADMIN_TEXTS as T,
  visibleAutoLawyerPrices,
} from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import { AutoLawyerCardView } from "../../../ui/auto-lawyer-card-view.tsx";
import { type AutoLawyerFormValues, formInputOf } from "./auto-lawyer-form-values.ts";

/**
 * The public card as it will read once saved: the site's own card, fed with what the site will
 * receive (a hidden price arrives as «Скрыто», without its value). A price the form cannot read as
 * a number yet shows as «Не указано» until it can.
 */
export function AutoLawyerPreview({ values }: { values: AutoLawyerFormValues }) {
  const input = formInputOf(values);
  const price = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : value;
  const prices = {
    price_full_service: price(input.price_full_service),
    price_remote: price(input.price_remote),
    price_full_service_from: values.price_full_service_from,
    price_remote_from: values.price_remote_from,
    hide_full_service_price: values.hide_full_service_price,
    hide_remote_price: values.hide_remote_price,
  };
  const shown = visibleAutoLawyerPrices(prices);
  return (
    <Stack gap="xs" data-testid="auto-lawyer-preview" aria-label={T.preview} role="group">
      <Text size="sm" fw={600}>
        {T.preview}
      </Text>
      <AutoLawyerCardView
        service={{
          ...shown,
          title: values.title.trim() || T.titleLabel,
          description: values.description.trim(),
        }}
      />
      <Text size="xs" c="dimmed">
        {T.chatPrice(autoLawyerChatPriceText(prices))}
      </Text>
      {values.is_active ? null : (
        <Alert color="orange" variant="light" p="xs">
          <Text size="xs">{T.previewInactive}</Text>
        </Alert>
      )}
    </Stack>
  );
}
