import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { BOOKING_POLICY_LIMITS as L } from "../../../../domain/booking/booking.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { errorText } from "../../../api/client.ts";
import {
  type BookingPolicy,
  executorBookingsApi,
  executorBookingsKeys,
} from "../../../api/executor-bookings.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { BOOKINGS_TAB_TEXTS } from "./bookings-texts.ts";

const T = BOOKINGS_TAB_TEXTS.policy;

/**
 * «Правило отмены» (issue 48 §3), the administrator's: the hours of a free cancellation and the
 * share returned later. Saving asks for a fresh proof: the cabinet's password dialog opens by
 * itself on the server's `reauthentication_required` and the save is sent again.
 */
export function BookingPolicyForm() {
  const policy = useQuery({
    queryKey: executorBookingsKeys.policy,
    queryFn: ({ signal }) => executorBookingsApi.policy(signal),
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="booking-policy-title"
      data-testid="booking-policy"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="booking-policy-title">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.lead}
        </Text>
        {policy.isPending ? (
          <LoadingState label={T.loading} />
        ) : policy.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={policy.error}
            onRetry={() => void policy.refetch()}
          />
        ) : (
          <PolicyFields initial={policy.data} />
        )}
      </Stack>
    </Paper>
  );
}

function PolicyFields({ initial }: { initial: BookingPolicy }) {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<number | string>(initial.cancel_notice_hours);
  const [percent, setPercent] = useState<number | string>(initial.late_refund_percent);
  const save = useMutation({
    mutationFn: () =>
      executorBookingsApi.savePolicy({
        cancel_notice_hours: Number(hours),
        late_refund_percent: Number(percent),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(executorBookingsKeys.policy, saved);
      notifications.show({ color: "teal", message: T.saved });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={T.hours}
            description={T.hoursHint}
            min={L.cancelNoticeHours.min}
            max={L.cancelNoticeHours.max}
            allowDecimal={false}
            value={hours}
            onChange={setHours}
            style={{ flex: "1 1 14rem" }}
          />
          <NumberInput
            label={T.percent}
            description={T.percentHint}
            min={L.lateRefundPercent.min}
            max={L.lateRefundPercent.max}
            allowDecimal={false}
            value={percent}
            onChange={setPercent}
            style={{ flex: "1 1 14rem" }}
          />
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {`${T.saveFailed}: ${errorText(save.error, API_TEXTS.internal)}`}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
