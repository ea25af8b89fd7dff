import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { hashToken, type UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Who sees a booking (issue 48 §2): its client, whoever holds its manage token (a guest, by the
 * link in their mail, as `?token=`), and the firm's staff (its calendar of consultations). Anyone
 * else gets 404, as for a missing id.
 */
export async function bookingSeenByOr404(
  db: Db,
  user: UserRow | null,
  id: string,
  token: string | undefined,
): Promise<BookingRow> {
  const [row] = isUuid(id) ? await db.select().from(bookings).where(eq(bookings.id, id)) : [];
  const sees =
    row &&
    ((user && isExecutorRole(user.role)) ||
      (user && row.clientId === user.id) ||
      (token && row.manageTokenHash !== null && row.manageTokenHash === hashToken(token)));
  if (!row || !sees) throw notFound(T.notFound);
  return row;
}

/** The `?token=` of a booking route. */
export const bookingTokenOf = (request: FastifyRequest) => {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === "string" ? token : undefined;
};
