import { eq } from "drizzle-orm";
import { bookingHeadline, BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import { hashToken, type UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";

/** What a payment for a booking needs: its price and how the receipt names it. */
export interface PayableBooking {
  id: string;
  priceKopecks: number;
  serviceId: number | null;
  description: string;
  serviceType: string;
  /** Its chat, once it has one (a transfer chosen first): a card payment then pays there. */
  sessionId: string | null;
}

/**
 * A booking the caller may pay now (issue 48 §2): their own (a client's by the account, a
 * guest's by its manage token; anyone else reads 404 as for a missing id), priced, and still held
 * unpaid. A hold that ran out is not paid: the time may be someone else's already.
 */
export async function payableBooking(
  db: Db,
  id: string,
  token: string | undefined,
  payer: UserRow | null,
  now: Date,
): Promise<PayableBooking> {
  const [row] = isUuid(id) ? await db.select().from(bookings).where(eq(bookings.id, id)) : [];
  const own =
    row &&
    ((payer !== null && row.clientId === payer.id) ||
      (token !== undefined &&
        row.manageTokenHash !== null &&
        row.manageTokenHash === hashToken(token)));
  if (!row || !own) throw notFound(T.notFound);
  if (row.priceKopecks <= 0) throw badRequest(T.notPayable);
  if (row.status !== "pending_payment") {
    throw conflict(row.status === "cancelled" ? T.holdExpired : T.alreadyPaid);
  }
  if (row.holdExpiresAt === null || row.holdExpiresAt <= now) throw conflict(T.holdExpired);
  const [service] =
    row.serviceId === null
      ? []
      : await db
          .select({ category: services.category })
          .from(services)
          .where(eq(services.id, row.serviceId));
  return {
    id: row.id,
    priceKopecks: row.priceKopecks,
    serviceId: row.serviceId,
    description: `${bookingHeadline(row.startsAt.getTime(), row.format)} — ${row.serviceTitle}`,
    serviceType: service?.category ?? "consultation",
    sessionId: row.sessionId,
  };
}
