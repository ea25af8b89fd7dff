import { Alert, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { BOOKING_TEXTS } from "../../../domain/booking/booking.ts";
import { formatAmount } from "../../../domain/money.ts";
import { isMissing } from "../../api/client.ts";
import { ItemNotFound } from "../../ui/item-not-found.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import layout from "../../ui/page-layout.module.css";
import { PageMeta } from "../../ui/page-meta.tsx";
import { BookingActions } from "./booking-actions.tsx";
import { BookingDetails } from "./booking-details.tsx";
import { BookingManage } from "./booking-manage.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";
import { useBooking } from "./use-booking.ts";

const meta = { title: T.pageTitle, description: T.pageDescription };

/**
 * /bookings/{id} (issue 48 §2): a booked consultation for the guest who made it (the link's
 * `?token=`, or the one this browser kept) or the client; where the provider sends the payer back.
 */
export function BookingPage() {
  const id = useParams().id ?? "";
  const [params] = useSearchParams();
  const { query, token, checkingPayment, waiting } = useBooking(
    id,
    params.get("token"),
    params.get("payment_id"),
  );
  const booking = query.data;
  // What was just done on the page: moved to a new time, or cancelled (and the money returned).
  const [notice, setNotice] = useState<
    { kind: "moved"; start: string } | { kind: "cancelled"; refunded: number } | null
  >(null);

  if (waiting) {
    return (
      <Container size="md" py="xl">
        <PageMeta {...meta} />
        <LoadingState label={T.loading} />
      </Container>
    );
  }
  if (!booking) {
    if (isMissing(query.error) || !id) {
      return (
        <ItemNotFound
          title={BOOKING_TEXTS.notFound}
          backTo="/services"
          backLabel={T.toServices}
          testId="booking-not-found"
        />
      );
    }
    return (
      <Container size="md" py="xl">
        <PageMeta {...meta} />
        <LoadFailedAlert
          title={T.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return (
    <Container size="md" className={layout.page}>
      <PageMeta {...meta} />
      <Stack gap="lg" data-testid="booking-page" data-status={booking.status}>
        <Title order={1} className={layout.title} lh={1.2}>
          {T.pageTitle}
        </Title>
        {notice?.kind === "cancelled" ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconCircleX size={20} />}
            title={T.cancelled}
            role="status"
            data-testid="booking-cancelled"
          >
            {notice.refunded > 0 ? (
              <Text size="sm">{T.refunded(formatAmount(notice.refunded))}</Text>
            ) : null}
          </Alert>
        ) : null}
        {notice?.kind === "moved" ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={20} />}
            role="status"
            data-testid="booking-moved"
          >
            {T.rescheduled(bookingWhenWords(notice.start))}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <BookingDetails booking={booking} />
        </Paper>
        <BookingActions booking={booking} token={token} checkingPayment={checkingPayment} />
        <BookingManage
          booking={booking}
          token={token}
          onMoved={(moved) => setNotice({ kind: "moved", start: moved.start })}
          onCancelled={(result) =>
            setNotice({ kind: "cancelled", refunded: result.refunded_amount })
          }
        />
      </Stack>
    </Container>
  );
}
