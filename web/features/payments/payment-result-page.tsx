import { Button, Container, Group, Paper, Stack, Text } from "@mantine/core";
import { IconListDetails, IconQuestionMark } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { isMissing } from "../../api/client.ts";
import { ContactDetails } from "../../ui/contact-details.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { readLastPayment } from "./last-payment-storage.ts";
import { CabinetButton, PaymentResultActions } from "./payment-result-actions.tsx";
import { PaymentResultStatus, ResultHeadline } from "./payment-result-status.tsx";
import { usePaymentStatus } from "./use-payment-status.ts";

/** No id, or an id the server does not know: say so, and how to reach us if money was taken. */
function UnknownPayment() {
  return (
    <Stack align="center" gap="lg">
      <ResultHeadline
        icon={<IconQuestionMark size={36} />}
        color="gray"
        title={T.resultUnknown}
        hint={T.resultUnknownHint}
      />
      <ContactDetails />
      <Group justify="center" gap="sm">
        <Button component={Link} to="/services" leftSection={<IconListDetails size={16} />}>
          {T.toServices}
        </Button>
        <CabinetButton />
      </Group>
    </Stack>
  );
}

/**
 * /payment/result (spec 1 §4), where the provider sends the payer back: the payment named by
 * `?payment_id=`, else the one this browser started last, as the server sees it now. It never
 * infers success from the return itself.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const stored = useMemo(() => readLastPayment(), []);
  const id = params.get("payment_id")?.trim() || stored?.payment_id || null;
  // The saved title and way back belong to the saved payment only.
  const saved = stored && stored.payment_id === id ? stored : null;
  const { query, expired, checkAgain } = usePaymentStatus(id, saved?.key);
  const payment = query.data;

  let state: string;
  let content: ReactNode;
  if (payment) {
    state = payment.status;
    content = (
      <Stack gap="xl" align="center">
        <PaymentResultStatus
          payment={payment}
          expired={expired}
          checking={query.isFetching}
          onCheckAgain={checkAgain}
        />
        <PaymentResultActions payment={payment} saved={saved} />
      </Stack>
    );
  } else if (id === null || (query.isError && isMissing(query.error))) {
    state = "unknown";
    content = <UnknownPayment />;
  } else if (query.isError) {
    state = "error";
    content = (
      <LoadFailedAlert
        title={T.resultLoadFailed}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  } else {
    state = "checking";
    content = <LoadingState label={T.resultChecking} />;
  }

  return (
    <Container size="sm" py={{ base: "lg", sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack gap="md">
          <Text size="sm" c="dimmed" ta="center" fw={600} tt="uppercase">
            {T.resultTitle}
          </Text>
          <div data-testid="payment-result" data-status={state}>
            {content}
          </div>
        </Stack>
      </Paper>
    </Container>
  );
}
