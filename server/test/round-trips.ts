/**
 * Issue 49 §3: the most round trips to PostgreSQL one message send costs, whoever writes
 * (send-round-trips.test.ts); what its pushes cost after the answer is counted on top of it
 * (push.test.ts).
 */
export const SEND_ROUND_TRIPS = 8;
