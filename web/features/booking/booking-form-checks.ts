import { BOOKING_TEXTS } from "../../../domain/booking/booking.ts";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { isEmail, isPhone } from "../../lib/contact-checks.ts";

export interface BookingFormValues {
  name: string;
  phone: string;
  email: string;
  comment: string;
  /** The offer and the personal-data policy (the same tick as the guest contact form's). */
  consent: boolean;
}

export type BookingFormErrors = Partial<Record<keyof BookingFormValues, string>>;

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  name: "",
  phone: "",
  email: "",
  comment: "",
  consent: false,
};

/** As the server checks them (createBookingSchema): name and phone, an optional e-mail, consent. */
export function validateBookingForm(values: BookingFormValues): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!values.name.trim()) errors.name = BOOKING_TEXTS.nameRequired;
  if (!values.phone.trim()) errors.phone = BOOKING_TEXTS.phoneRequired;
  else if (!isPhone(values.phone)) errors.phone = CHAT_TEXTS.phoneInvalid;
  if (values.email.trim() && !isEmail(values.email)) errors.email = CHAT_TEXTS.emailInvalid;
  if (!values.consent) errors.consent = BOOKING_TEXTS.consentRequired;
  return errors;
}
