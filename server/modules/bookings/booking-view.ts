import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { users } from "../../db/schema/users.ts";
import type { BookingRow } from "./booking-access.ts";
import { bookingView } from "./create-booking.ts";
import { slotsChanged } from "./slots-cache.ts";

/** A booking's id in a path: a UUID (anything else reads 404 like a missing one). */
export const bookingParams = z.object({ id: z.string().max(64) });

/** A booking as its reader sees it, with its lawyer's name and the meeting link when due. */
export async function bookingViewFor(app: FastifyInstance, row: BookingRow) {
  const [lawyer] =
    row.lawyerId === null
      ? []
      : await app.db
          .select({ id: users.id, full_name: users.fullName })
          .from(users)
          .where(eq(users.id, row.lawyerId));
  return bookingView(row, {
    lawyer: lawyer ?? null,
    meetingServer: app.config.VIDEO_MEETING_URL,
    now: new Date(),
  });
}

/** After a change: this instance's kept slots go, and the client is told without waiting. */
export function bookingChanged(app: FastifyInstance) {
  slotsChanged();
  app.bookingNotices.kick();
}

/** The firm's staff act for the firm (a cancellation by them refunds in full). */
export const byStaff = (request: FastifyRequest) =>
  request.user ? isExecutorRole(request.user.role) : false;
