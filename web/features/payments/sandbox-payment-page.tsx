import { Alert, Badge, Box, Center, Paper, Stack, Title } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useParams } from "react-router";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { isMissing } from "../../api/client.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { RoutePageMeta } from "../../ui/page-meta.tsx";
import {
  SandboxDecision,
  SandboxFinished,
  SandboxQr,
  SandboxSummary,
} from "./sandbox-checkout.tsx";
import { useSandboxPayment } from "./use-sandbox-payment.ts";

function SandboxBody({ id }: { id: string }) {
  const query = useSandboxPayment(id);
  const payment = query.data;
  if (payment) {
    return (
      <Stack gap="lg">
        <SandboxSummary payment={payment} />
        {payment.status === "pending" && payment.qr_svg ? <SandboxQr svg={payment.qr_svg} /> : null}
        {payment.status === "pending" ? (
          <SandboxDecision payment={payment} onFinishedMeanwhile={() => query.refetch()} />
        ) : (
          <SandboxFinished payment={payment} />
        )}
      </Stack>
    );
  }
  if (id === "" || (query.isError && isMissing(query.error))) {
    return (
      <Alert
        color="gray"
        variant="light"
        title={T.sandboxNotFound}
        data-testid="sandbox-not-found"
      />
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={T.sandboxLoadFailed}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <LoadingState />;
}

/**
 * /payment/sandbox/{id}: the built-in test provider's checkout page, where a payment created
 * without a real provider is paid or cancelled by hand. It stands outside the site's layout, as a
 * provider's page would, and says plainly that no money moves.
 */
export function SandboxPaymentPage() {
  const id = useParams().id ?? "";
  return (
    // Its own page outside the site's layout, so it is its own main landmark.
    <Center component="main" mih="100dvh" bg="gray.1" p="md">
      {/* Outside the layout, which renders the other pages' titles. */}
      <RoutePageMeta />
      <Box w="100%" maw={460}>
        <Stack gap="md">
          <Badge
            size="xl"
            // As the site's test-mode banner: white on orange stays below 4.5:1 in every shade.
            color="dark.7"
            variant="filled"
            radius="sm"
            fullWidth
            leftSection={<IconFlask size={18} color="var(--mantine-color-orange-4)" />}
            data-testid="sandbox-badge"
          >
            {T.sandboxBadge}
          </Badge>
          <Paper withBorder radius="lg" shadow="md" p={{ base: "lg", sm: "xl" }}>
            <Stack gap="lg">
              <Title order={1} fz={24}>
                {T.sandboxTitle}
              </Title>
              <Alert color="orange" variant="light">
                {T.sandboxNotice}
              </Alert>
              <SandboxBody id={id} />
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
