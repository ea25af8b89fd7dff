import { Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { BOOKING_FORMAT_LABELS, type BookingFormat } from "../../../domain/booking/booking.ts";
import type { Booking } from "../../api/bookings.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import { BookingForm } from "./booking-form.tsx";
import {
  type BookingFormErrors,
  type BookingFormValues,
  validateBookingForm,
} from "./booking-form-checks.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { bookingWhenWords } from "./booking-time.ts";
import { useCreateBooking } from "./use-create-booking.ts";

interface BookingFormDialogProps {
  serviceId: number;
  /** The chosen slot's start; the last one stays while the dialog fades out. */
  start: string | null;
  format: BookingFormat;
  opened: boolean;
  onClose(): void;
  /** The form's values live with the section: a taken time keeps what was typed for the next. */
  values: BookingFormValues;
  onValues(values: BookingFormValues): void;
  /** A paid booking goes on to the pay window; a free one is confirmed here. */
  onBooked(booking: Booking): void;
  onTaken(detail: string): void;
}

/** The chosen time and the form that books it; a free consultation's confirmation after. */
export function BookingFormDialog({
  serviceId,
  start,
  format,
  opened,
  onClose,
  values,
  onValues,
  onBooked,
  onTaken,
}: BookingFormDialogProps) {
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const create = useCreateBooking(serviceId, {
    onBooked(booking) {
      if (booking.status === "confirmed") setConfirmed(booking);
      onBooked(booking);
    },
    onTaken,
  });
  // Another time chosen: a fresh form around the values typed so far.
  const [shownStart, setShownStart] = useState(start);
  if (start !== shownStart) {
    setShownStart(start);
    setErrors({});
    setConfirmed(null);
    create.setFailure(null);
  }

  const change = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => {
    onValues({ ...values, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    const found = validateBookingForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !start) return;
    void create.book(start, format, values);
  };

  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={confirmed ? T.booked : T.formTitle}
      size="md"
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      {confirmed ? (
        <BookingConfirmation booking={confirmed} onClose={onClose} />
      ) : start ? (
        <Stack gap="md" data-testid="booking-form-dialog">
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Text fw={600} data-testid="booking-form-when">
              {T.formSummary(bookingWhenWords(start), BOOKING_FORMAT_LABELS[format])}
            </Text>
          </Paper>
          <BookingForm
            values={values}
            errors={errors}
            onChange={change}
            onSubmit={submit}
            submitting={create.submitting}
            failure={create.failure}
          />
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
