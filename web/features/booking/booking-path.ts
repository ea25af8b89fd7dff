/** The page of one booking (web/routes.tsx). */
export const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;
