import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { BOOKING_TEXTS, type BookingFormat } from "../../../domain/booking/booking.ts";
import { type Booking, bookingsApi } from "../../api/bookings.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { forgetShownDocumentsOn, shownDocumentVersions } from "../../ui/shown-document-versions.ts";
import type { BookingFormValues } from "./booking-form-checks.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";
import { saveBookingToken } from "./booking-token-storage.ts";

interface Handlers {
  onBooked(booking: Booking): void;
  /** 409: somebody took the time first (the free time is read again). */
  onTaken(detail: string): void;
}

/** POST /api/bookings for one slot; a guest's manage token is kept in this browser. */
export function useCreateBooking(serviceId: number, { onBooked, onTaken }: Handlers) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const book = async (start: string, format: BookingFormat, values: BookingFormValues) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const booking = await bookingsApi.create({
        service_id: serviceId,
        start,
        format,
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim() || null,
        comment: values.comment.trim() || null,
        consent: true,
        ...shownDocumentVersions(queryClient),
      });
      if (booking.manage_token) saveBookingToken(booking.id, booking.manage_token);
      queryClient.setQueryData(queryKeys.booking(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.serviceSlots(serviceId) });
      onBooked(booking);
    } catch (error) {
      // 409 is also a new edition of the offer or the policy while the form was open.
      forgetShownDocumentsOn(queryClient, error);
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.detail === BOOKING_TEXTS.slotTaken
      ) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.serviceSlots(serviceId) });
        onTaken(error.detail);
      } else {
        setFailure(errorText(error, T.createFailed) || T.createFailed);
      }
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return { book, submitting, failure, setFailure };
}
