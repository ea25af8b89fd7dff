import { Box } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { TEST_MODE_BANNER_TEXT, TEST_MODE_STRIP_HEIGHT } from "../../domain/payments/test-mode.ts";
import { usePaymentSettings } from "../lib/payment-settings.ts";

/**
 * «Тестовый режим оплаты» at the top of every page while the sandbox provider takes the payments
 * (issue 11 §6): nobody should believe a test card payment moved money. A strip in the page's
 * flow, above the header, so it never covers anything (a fixed badge sat over the floating
 * helpers and a phone cabinet's tab bar). The server draws the same strip into the page's first
 * HTML and carries the payment settings in the page (server/http/web-app.ts, page-data.ts), so
 * React's first render has it too and the header does not jump down when it arrives.
 */
export function PaymentTestModeBanner() {
  const testMode = usePaymentSettings().data?.test_mode === true;
  if (!testMode) return null;
  return (
    <Box
      component="aside"
      aria-label={TEST_MODE_BANNER_TEXT}
      data-testid="payment-test-mode-banner"
      h={TEST_MODE_STRIP_HEIGHT}
      bg="dark.7"
      c="white"
      fz="sm"
      fw={600}
      style={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 6 }}
    >
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-4)" aria-hidden />
      {TEST_MODE_BANNER_TEXT}
    </Box>
  );
}
