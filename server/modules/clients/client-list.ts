import { and, asc, count, countDistinct, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type {
  ClientListItem,
  ClientStats,
  ClientsPage,
  ClientsQuery,
} from "../../../domain/clients/client-schemas.ts";
import { RECENT_CLIENTS_DAYS } from "../../../domain/clients/clients.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { consents } from "../../db/schema/content.ts";
import { users } from "../../db/schema/users.ts";
import { containsPattern } from "../../db/text-search.ts";
import { countedMoney } from "../payments/counted-payments.ts";
import { clientsSeenBy } from "./client-visibility.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Name, e-mail or phone contain the text; a phone also by its digits («916 123» finds «+7 916 123…»). */
function clientSearch(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const digits = text.replace(/\D/g, "");
  return or(
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
    ilike(users.companyName, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`
      : undefined,
  );
}

/**
 * Spec 3 «Clients»: registered clients (individuals and companies), searched, sorted by
 * registration and paged. The figures of a row (chats, money, activity) are read for the page's
 * rows only, by index, so a long client list costs one page of work.
 */
export async function listClients(
  db: Db,
  viewer: UserRow,
  query: ClientsQuery,
  countSandbox: boolean,
): Promise<ClientsPage> {
  const where = and(
    eq(users.role, "client"),
    clientsSeenBy(viewer),
    query.search ? clientSearch(query.search) : undefined,
  );
  // Written out with table names: inside a one-table select drizzle leaves columns unqualified,
  // and a bare "id" in the subquery would be the chat's, not the user's.
  const chatsCount = sql<number>`(select count(*) from chat_sessions where chat_sessions.client_id = users.id)`;
  const lastChatActivity = sql<
    Date | string | null
  >`(select max(chat_sessions.last_activity) from chat_sessions where chat_sessions.client_id = users.id)`;
  const paidKopecks = sql<
    number | string
  >`(select coalesce(sum(payments.amount_kopecks - payments.refunded_kopecks), 0) from payments where payments.payer_user_id = users.id and ${countedMoney(countSandbox)})`;
  const order =
    query.sort === "oldest"
      ? [asc(users.createdAt), asc(users.id)]
      : [desc(users.createdAt), desc(users.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        clientType: users.clientType,
        companyName: users.companyName,
        createdAt: users.createdAt,
        chatsCount,
        lastChatActivity,
        paidKopecks,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const items = rows.map((row): ClientListItem => {
    const lastChat = row.lastChatActivity === null ? null : new Date(row.lastChatActivity);
    const lastActivity = lastChat && lastChat > row.createdAt ? lastChat : row.createdAt;
    return {
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      phone: row.phone,
      client_type: row.clientType ?? "individual",
      company_name: row.companyName,
      created_at: row.createdAt.toISOString(),
      chats_count: Number(row.chatsCount),
      paid_total: kopecksToRoubles(Number(row.paidKopecks)),
      last_activity: lastActivity.toISOString(),
    };
  });
  return { items, total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** Spec 3 §3 Client stats; how clients and guests are counted is clientStatsSchema's note. */
export async function clientStats(db: Db, now: Date): Promise<ClientStats> {
  const since = new Date(now.getTime() - RECENT_CLIENTS_DAYS * DAY_MS);
  const guestConsents = eq(consents.context, "guest_chat");
  const [[clients], [guests]] = await Promise.all([
    db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(users)
      .where(eq(users.role, "client")),
    db
      .select({
        total: countDistinct(consents.guestChatSessionId),
        recent: countDistinct(
          sql`case when ${consents.createdAt} >= ${since.toISOString()}::timestamptz then ${consents.guestChatSessionId} end`,
        ),
      })
      .from(consents)
      .where(guestConsents),
  ]);
  const totalClients = Number(clients?.total ?? 0);
  const recentClients = Number(clients?.recent ?? 0);
  const totalGuests = Number(guests?.total ?? 0);
  const recentGuests = Number(guests?.recent ?? 0);
  return {
    total_all: totalClients + totalGuests,
    total_clients: totalClients,
    total_guests: totalGuests,
    recent_all: recentClients + recentGuests,
    recent_clients: recentClients,
    recent_guests: recentGuests,
  };
}
