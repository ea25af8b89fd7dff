import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconBuildingBank } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { BOOKING_TEXTS as T, transferHoldEnd } from "../../../domain/booking/booking.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { bookingsApi } from "../../api/bookings.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { BookingPayment } from "../../lib/order-actions.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { TransferAccount } from "../../ui/transfer-account.tsx";

/**
 * «Переводом» for a booking (issue 48 §2): the firm's details, how long the time will be held for
 * the transfer, and «Оплачу переводом», which holds it so, opens the booking's chat for the receipt
 * and brings the payer to the booking's page (where the details stay).
 */
export function BookingTransferChoice({
  booking,
  onChosen,
}: {
  booking: BookingPayment;
  onChosen: () => void;
}) {
  const settings = usePaymentSettings({ fresh: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choose = useMutation({
    mutationFn: () => bookingsApi.chooseTransfer(booking.id, booking.token ?? null),
    onSuccess: (chosen) => {
      queryClient.setQueryData(queryKeys.booking(chosen.id), chosen);
      onChosen();
      navigate(booking.returnPath);
    },
  });
  // Chosen before: the hold it has; else the one choosing it now would give.
  const until = booking.transferUntil
    ? Date.parse(booking.transferUntil)
    : transferHoldEnd(Date.parse(booking.start), Date.now());
  if (settings.isPending || (!settings.isFetchedAfterMount && !settings.isError)) {
    return <Loader size="sm" aria-label={T.transferChoose} />;
  }
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title={T.transferFailed}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="booking-transfer">
      <TransferAccount manual={settings.data.manual} />
      {until !== null ? (
        <Text size="sm">{T.transferLead(formatMoscowDateTime(new Date(until)))}</Text>
      ) : null}
      {choose.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {errorText(choose.error, T.transferFailed)}
        </Alert>
      ) : null}
      <Button
        size="md"
        fullWidth
        loading={choose.isPending}
        leftSection={<IconBuildingBank size={18} />}
        onClick={() => choose.mutate()}
      >
        {T.transferChoose}
      </Button>
    </Stack>
  );
}
