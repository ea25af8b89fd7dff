import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import type {
  CorporateClient,
  CorporateClientsPage,
  CorporateClientsQuery,
} from "../../../domain/corporate/corporate-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { corporateProfiles } from "../../db/schema/corporate.ts";
import { users } from "../../db/schema/users.ts";
import { containsPattern } from "../../db/text-search.ts";
import { notFound } from "../../errors.ts";
import { clientsSeenBy } from "../clients/client-visibility.ts";

/** The card's company name and ИНН win over what registration recorded (which may be empty). */
const companyName = sql<
  string | null
>`coalesce(${corporateProfiles.companyName}, ${users.companyName})`;
const inn = sql<string | null>`coalesce(${corporateProfiles.inn}, ${users.inn})`;

const isCorporateClient = and(eq(users.role, "client"), eq(users.clientType, "corporate"));

const columns = {
  id: users.id,
  companyName,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  inn,
  createdAt: users.createdAt,
  hasProfile: isNotNull(corporateProfiles.userId),
};

type ClientRow = {
  id: number;
  companyName: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  inn: string | null;
  createdAt: Date;
  hasProfile: unknown;
};

function toCorporateClient(row: ClientRow): CorporateClient {
  return {
    id: row.id,
    company_name: row.companyName,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    inn: row.inn,
    created_at: row.createdAt.toISOString(),
    // node-postgres and PGlite both answer a boolean here; be strict about it anyway.
    has_profile: row.hasProfile === true,
  };
}

/** Company, contact person, e-mail, phone or ИНН contain the text; a phone also by its digits. */
function clientSearch(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(companyName, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
    ilike(inn, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`
      : undefined,
  );
}

/** Spec 3 «Corporate clients»: sole traders and companies, newest first, searched and paged. */
export async function listCorporateClients(
  db: Db,
  viewer: UserRow,
  query: CorporateClientsQuery,
): Promise<CorporateClientsPage> {
  const where = and(
    isCorporateClient,
    clientsSeenBy(viewer),
    query.q ? clientSearch(query.q) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
      .where(where),
  ]);
  return {
    items: rows.map(toCorporateClient),
    total: counted?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * One corporate client by id, if `viewer` sees it (client-visibility.ts); anyone else (an
 * individual, an executor, nobody, a colleague's company) answers 404.
 */
export async function corporateClientOr404(
  db: Db,
  viewer: UserRow,
  id: number,
): Promise<CorporateClient> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
    .where(and(isCorporateClient, eq(users.id, id), clientsSeenBy(viewer)));
  if (!row) throw notFound(CORPORATE_TEXTS.clientNotFound);
  return toCorporateClient(row);
}
