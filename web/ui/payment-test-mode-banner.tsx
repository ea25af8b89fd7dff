import { Badge } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { TEST_MODE_BANNER_TEXT } from "../../domain/payments/test-mode.ts";
import { usePaymentSettings } from "../lib/payment-settings.ts";

/** Its height, kept free at the page's end so the badge never covers the footer's last line. */
const HEIGHT = 36;

/**
 * «Тестовый режим оплаты» on every page while the sandbox provider takes the payments (issue 11
 * §6): nobody should believe a test card payment moved money. Fixed to the middle of the
 * viewport's lower edge (the floating helpers keep both corners: web/app/floating-helpers.tsx),
 * so its late arrival shifts nothing on the page.
 */
export function PaymentTestModeBanner() {
  const testMode = usePaymentSettings().data?.test_mode === true;
  if (!testMode) return null;
  return (
    <>
      <div aria-hidden style={{ height: HEIGHT }} />
      <Badge
        role="status"
        data-testid="payment-test-mode-banner"
        color="dark"
        variant="filled"
        size="lg"
        radius="sm"
        tt="none"
        leftSection={
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-4)" aria-hidden />
        }
        pos="fixed"
        left="50%"
        bottom={8}
        style={{ zIndex: 150, transform: "translateX(-50%)" }}
      >
        {TEST_MODE_BANNER_TEXT}
      </Badge>
    </>
  );
}
