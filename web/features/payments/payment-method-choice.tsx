import { Badge, Group, Radio, Stack, Text } from "@mantine/core";
import { IconBuildingBank, IconCreditCard, IconQrcode } from "@tabler/icons-react";
import type { ReactNode } from "react";
import {
  CARD_PAYMENT_BRANDS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  PAYMENT_TEXTS as T,
} from "../../../domain/payments/payments.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";

const ICONS: Record<PaymentMethod, ReactNode> = {
  manual: <IconBuildingBank size={20} aria-hidden />,
  card: <IconCreditCard size={20} aria-hidden />,
  sbp: <IconQrcode size={20} aria-hidden />,
};

function CardExtras() {
  const testMode = usePaymentSettings().data?.test_mode === true;
  return (
    <Group gap={6} mt={6}>
      {CARD_PAYMENT_BRANDS.map((brand) => (
        <Badge key={brand} variant="default" size="sm" radius="sm" tt="none">
          {brand}
        </Badge>
      ))}
      {testMode ? (
        <Badge color="orange" variant="light" size="sm" data-testid="payment-test-mode">
          {T.testMode}
        </Badge>
      ) : null}
    </Group>
  );
}

interface PaymentMethodChoiceProps {
  /** The ways offered (offeredPaymentMethods): the transfer only when its details exist. */
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * Manual transfer, card or СБП (spec 1 §2, issue 31 §5): radio cards, manual first as the default
 * when offered.
 */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
  disabled,
}: PaymentMethodChoiceProps) {
  return (
    <Radio.Group value={value} onChange={onChange} label={T.methodLabel} disabled={disabled}>
      <Stack gap="xs" mt={6}>
        {methods.map((method) => (
          <Radio.Card
            key={method}
            value={method}
            radius="md"
            p="sm"
            disabled={disabled}
            data-testid={`payment-method-${method}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={0} style={{ flex: 1 }}>
                <Group gap={8} wrap="nowrap">
                  {ICONS[method]}
                  <Text fw={600}>{PAYMENT_METHOD_LABELS[method]}</Text>
                </Group>
                {method === "card" ? <CardExtras /> : null}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
