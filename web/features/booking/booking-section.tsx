import { Alert, Stack, Text, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { BOOKING_FORMAT_LABELS, type BookingFormat } from "../../../domain/booking/booking.ts";
import { type Booking, bookingsApi } from "../../api/bookings.ts";
import { retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAuth } from "../../lib/auth.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import { ToggleButtons } from "../../ui/toggle-buttons.tsx";
import { type BookingFormValues, EMPTY_BOOKING_FORM } from "./booking-form-checks.ts";
import { BookingFormDialog } from "./booking-form-dialog.tsx";
import { bookingPaymentTarget } from "./booking-payment.ts";
import { BookingPending } from "./booking-pending.tsx";
import { BookingSlotPicker } from "./booking-slot-picker.tsx";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

const HEADING_ID = "booking-section-title";

/** «Это время уже заняли.»: the server's sentence, closed before the next one. */
const withStop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * «Записаться на консультацию» on a service's page (issue 48 §1–2), drawn in the browser only:
 * nothing at all unless booking is open for the service (404). A format, a day and a free time,
 * then the form; a paid booking goes on to the pay window, a free one is confirmed at once.
 */
export function BookingSection({ serviceId }: { serviceId: number }) {
  const settings = useQuery({
    queryKey: queryKeys.serviceBooking(serviceId),
    queryFn: ({ signal }) => bookingsApi.serviceBooking(serviceId, signal),
    retry: retryUnlessMissing,
  });
  if (!settings.data?.enabled || settings.data.formats.length === 0) return null;
  return (
    <BookingChooser
      serviceId={serviceId}
      formats={settings.data.formats}
      durationMinutes={settings.data.duration_minutes}
      horizonDays={settings.data.horizon_days}
    />
  );
}

function BookingChooser({
  serviceId,
  formats,
  durationMinutes,
  horizonDays,
}: {
  serviceId: number;
  formats: BookingFormat[];
  durationMinutes: number;
  horizonDays: number;
}) {
  const { user } = useAuth();
  const { pay } = useOrderActions();
  const [format, setFormat] = useState<BookingFormat>(formats[0] as BookingFormat);
  const [start, setStart] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const [pending, setPending] = useState<Booking | null>(null);
  const [values, setValues] = useState<BookingFormValues>(() => ({
    ...EMPTY_BOOKING_FORM,
    name: user?.full_name ?? "",
    email: user?.email ?? "",
  }));

  // A stored session may still be checked when the section draws: fill in what the account knows,
  // without overwriting anything typed meanwhile.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.full_name,
      email: current.email || user.email,
    }));
  }, [user]);

  const choose = (slotStart: string) => {
    setTaken(null);
    setStart(slotStart);
    setOpened(true);
  };
  const payFor = (booking: Booking) =>
    pay(
      bookingPaymentTarget(booking, booking.manage_token ?? null, {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      }),
    );
  const booked = (booking: Booking) => {
    if (booking.status !== "pending_payment" || booking.price <= 0) return;
    setOpened(false);
    setPending(booking);
    payFor(booking);
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={HEADING_ID} data-testid="booking-section">
      <Stack gap={4}>
        <Title order={2} fz="lg" id={HEADING_ID}>
          {T.sectionTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.sectionLead(durationMinutes)}
        </Text>
      </Stack>
      {pending ? <BookingPending booking={pending} onPay={() => payFor(pending)} /> : null}
      {formats.length > 1 ? (
        <ToggleButtons
          label={T.formatLabel}
          options={formats}
          labels={BOOKING_FORMAT_LABELS}
          value={format}
          onChange={setFormat}
        />
      ) : (
        <Text size="sm">
          {T.formatLabel}: {BOOKING_FORMAT_LABELS[format].toLowerCase()}
        </Text>
      )}
      {taken ? (
        <Alert color="orange" variant="light" icon={<IconClockHour4 size={20} />} role="alert">
          {withStop(taken)} {T.chooseOther}
        </Alert>
      ) : null}
      <BookingSlotPicker serviceId={serviceId} horizonDays={horizonDays} onChoose={choose} />
      <BookingFormDialog
        serviceId={serviceId}
        start={start}
        format={format}
        opened={opened}
        onClose={() => setOpened(false)}
        values={values}
        onValues={setValues}
        onBooked={booked}
        onTaken={(detail) => {
          setOpened(false);
          setTaken(detail);
        }}
      />
    </Stack>
  );
}
