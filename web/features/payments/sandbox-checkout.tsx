import { Alert, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconArrowBackUp, IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_STATE_LABELS, PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { sellerLine } from "../../../domain/site-settings/site-settings.ts";
import type { SandboxPayment } from "../../api/payments.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { httpUrlOrNull } from "./safe-url.ts";
import { useSandboxDecision } from "./use-sandbox-payment.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * What is being paid: the shop (with the seller's name and requisites from the site settings),
 * the purpose and the amount, as a provider's page shows them.
 */
export function SandboxSummary({ payment }: { payment: SandboxPayment }) {
  const settings = useSiteSettings();
  const seller = sellerLine(settings, ", ");
  return (
    <Stack gap="sm">
      <Row label={T.sandboxShop}>
        <Text fw={600}>{payment.shop_name}</Text>
        {seller ? (
          <Text size="sm" c="dimmed" data-testid="sandbox-seller">
            {seller}
          </Text>
        ) : null}
      </Row>
      <Row label={T.sandboxDescription}>
        <Text style={{ wordBreak: "break-word" }}>{payment.description}</Text>
      </Row>
      <Divider />
      <Row label={T.sandboxAmount}>
        <Text fw={800} fz={32} lh={1.2} data-testid="sandbox-amount">
          {formatAmount(payment.amount)}
        </Text>
      </Row>
    </Stack>
  );
}

/** СБП's QR code (issue 31 §5): in the sandbox it opens this same page on a phone. */
export function SandboxQr({ svg }: { svg: string }) {
  return (
    <Stack gap={4} align="center" data-testid="sandbox-qr">
      <Text fw={600}>{T.sandboxSbpTitle}</Text>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={T.sandboxQrAlt}
        width={200}
        height={200}
      />
      <Text size="sm" c="dimmed" ta="center">
        {T.sandboxQrHint}
      </Text>
    </Stack>
  );
}

/** The two test decisions; both stay off while one runs and after it, as the browser leaves. */
export function SandboxDecision({
  payment,
  onFinishedMeanwhile,
}: {
  payment: SandboxPayment;
  onFinishedMeanwhile: () => void;
}) {
  const { decide, running, done, action, failure } = useSandboxDecision(
    payment.id,
    onFinishedMeanwhile,
  );
  const busy = running || done;
  return (
    <Stack gap="sm">
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button
        size="lg"
        fullWidth
        // White on the default teal is 2.6:1 (axe serious); the darkest shade reads at 4.5:1+.
        color="teal.9"
        leftSection={<IconCheck size={20} />}
        loading={busy && action === "pay"}
        disabled={busy}
        onClick={() => decide("pay")}
      >
        {T.sandboxPay}
      </Button>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconX size={18} />}
        loading={busy && action === "cancel"}
        disabled={busy}
        onClick={() => decide("cancel")}
      >
        {T.sandboxCancel}
      </Button>
    </Stack>
  );
}

/** A payment decided before: its state and the way back to the shop. */
export function SandboxFinished({ payment }: { payment: SandboxPayment }) {
  const back = httpUrlOrNull(payment.return_url);
  return (
    <Stack gap="sm" data-testid="sandbox-finished" data-status={payment.status}>
      <Alert color="gray" variant="light" title={T.sandboxAlreadyFinished}>
        {T.paymentStatus}: {PAYMENT_STATE_LABELS[payment.status]}
      </Alert>
      {back ? (
        <Group justify="center">
          <Button component="a" href={back} leftSection={<IconArrowBackUp size={18} />}>
            {T.sandboxReturn}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
