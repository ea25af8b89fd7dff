import {
  BOOKING_FORMAT_LABELS,
  bookingHeadline,
  BOOKING_TEXTS as T,
} from "../../../domain/booking/booking.ts";
import {
  type CalendarProperty,
  calendarText,
  escapeText,
  utcDateTime,
} from "../court-events/icalendar.ts";
import type { BookingRow } from "./booking-access.ts";

/** What an invitation says besides the booking itself. */
export interface InvitationContext {
  /** The client's address (the form's, or their account's), the attendee. */
  attendeeEmail: string | null;
  /** The firm, the organizer: its name and the address replies go to. */
  organizer: { name: string; email: string };
  lawyerName: string | null;
  /** The booking's own page (a guest's with their token): where it is changed or cancelled. */
  manageUrl: string;
  /** The office of an office consultation (the firm's address), if known. */
  officeAddress: string | null;
  now: Date;
}

const PRODUCT_ID = "-//legal-marketplace//bookings//RU";

/** A mailto: value: an address with nothing in it that could end the property. */
const mailto = (email: string) => `mailto:${email.replace(/[\r\n;:,"]/g, "")}`;
/** A parameter value (RFC 5545 §3.2): quoted, without quotes or line breaks of its own. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/**
 * A booking's calendar invitation (RFC 5545 with iTIP, RFC 5546): METHOD:REQUEST while it stands
 * and METHOD:CANCEL once cancelled; its UID is the booking's and never changes, and its SEQUENCE
 * is the booking's own, raised by every change, so a calendar app moves or removes the entry it
 * already has instead of adding another. The organizer is the firm; the client is the attendee.
 * A video room's address is not written here: it is shown from 15 minutes before, on the
 * booking's page and in its chat.
 */
export function bookingInvitation(booking: BookingRow, context: InvitationContext): string {
  const cancelled = booking.status === "cancelled";
  const headline = bookingHeadline(booking.startsAt.getTime(), booking.format);
  const where =
    booking.format === "office"
      ? (context.officeAddress ?? BOOKING_FORMAT_LABELS.office)
      : booking.format === "phone"
        ? T.invitationPhone(booking.phone)
        : T.invitationVideo;
  const description = [
    booking.serviceTitle,
    context.lawyerName ? T.invitationLawyer(context.lawyerName) : null,
    T.invitationManage(context.manageUrl),
  ]
    .filter(Boolean)
    .join("\n");
  const attendee: CalendarProperty | null = context.attendeeEmail
    ? [
        `ATTENDEE;CN=${parameter(booking.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "ACCEPTED"}`,
        mailto(context.attendeeEmail),
      ]
    : null;
  return calendarText({
    name: "VCALENDAR",
    properties: [
      ["VERSION", "2.0"],
      ["PRODID", PRODUCT_ID],
      ["CALSCALE", "GREGORIAN"],
      ["METHOD", cancelled ? "CANCEL" : "REQUEST"],
    ],
    components: [
      {
        name: "VEVENT",
        properties: [
          ["UID", `booking-${booking.id}@${context.organizer.email.split("@")[1] ?? "localhost"}`],
          ["SEQUENCE", String(booking.sequence)],
          ["DTSTAMP", utcDateTime(context.now)],
          ["DTSTART", utcDateTime(booking.startsAt)],
          ["DTEND", utcDateTime(booking.endsAt)],
          ["SUMMARY", escapeText(headline)],
          ["DESCRIPTION", escapeText(description)],
          ["LOCATION", escapeText(where)],
          ["URL", context.manageUrl],
          [`ORGANIZER;CN=${parameter(context.organizer.name)}`, mailto(context.organizer.email)],
          attendee,
          ["STATUS", cancelled ? "CANCELLED" : "CONFIRMED"],
          ["LAST-MODIFIED", utcDateTime(booking.updatedAt)],
        ],
      },
    ],
  });
}
