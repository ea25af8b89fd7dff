import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type {
  ConsentEntry,
  ConsentPage,
  ConsentQuery,
  ShownDocumentVersions,
} from "../../../domain/consents/consent-schemas.ts";
import {
  CONSENT_TEXTS,
  type ConsentContext,
  USER_AGENT_MAX_LENGTH,
} from "../../../domain/consents/consents.ts";
import { NO_DOCUMENT_VERSION } from "../../../domain/site-documents/site-documents.ts";
import type { Db } from "../../db/client.ts";
import { consents } from "../../db/schema/content.ts";
import { containsPattern } from "../../db/text-search.ts";
import { conflict } from "../../errors.ts";
import { currentVersionRows } from "../site-documents/service.ts";

/** Where the agreeing browser was: taken from the request that carried the tick. */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function consentOriginOf(request: FastifyRequest): ConsentOrigin {
  const agent = request.headers["user-agent"];
  return {
    ip: request.ip ?? null,
    userAgent: typeof agent === "string" ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}

export interface ConsentRecord {
  context: ConsentContext;
  /** The editions the form showed, when it says (see shownDocumentVersionsSchema). */
  shown?: ShownDocumentVersions;
  origin: ConsentOrigin;
  userId?: number | null;
  guestChatSessionId?: string | null;
  paymentId?: string | null;
  person: { name?: string | null; email?: string | null; phone?: string | null };
}

/**
 * Writes who agreed to which versions of the offer and the policy. Call it with the transaction
 * that makes what the consent belongs to (an account, a guest chat, a payment): both are kept or
 * neither. The versions are the current ones as this transaction reads them; when the form says
 * it showed others (a new edition was saved while it was open), nothing is kept: 409, so nobody
 * is recorded as agreeing to a text they were not shown.
 */
export async function recordConsent(tx: Db, record: ConsentRecord): Promise<void> {
  const current = await currentVersionRows(tx);
  const stale = (key: "offer" | "privacy_policy", shown: number | undefined) =>
    shown !== undefined && shown !== (current.get(key)?.version ?? NO_DOCUMENT_VERSION);
  if (
    stale("offer", record.shown?.offer_version) ||
    stale("privacy_policy", record.shown?.privacy_policy_version)
  ) {
    throw conflict(CONSENT_TEXTS.documentsChanged);
  }
  await tx.insert(consents).values({
    context: record.context,
    userId: record.userId ?? null,
    guestChatSessionId: record.guestChatSessionId ?? null,
    paymentId: record.paymentId ?? null,
    personName: record.person.name || null,
    personEmail: record.person.email || null,
    personPhone: record.person.phone || null,
    offerVersion: current.get("offer")?.version ?? NO_DOCUMENT_VERSION,
    privacyPolicyVersion: current.get("privacy_policy")?.version ?? NO_DOCUMENT_VERSION,
    ipAddress: record.origin.ip,
    userAgent: record.origin.userAgent,
  });
}

type ConsentRow = typeof consents.$inferSelect;

function toApiEntry(row: ConsentRow): ConsentEntry {
  return {
    id: row.id,
    context: row.context,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    guest_chat_session_id: row.guestChatSessionId,
    payment_id: row.paymentId,
    person: { name: row.personName, email: row.personEmail, phone: row.personPhone },
    offer_version: row.offerVersion,
    privacy_policy_version: row.privacyPolicyVersion,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
  };
}

/** The log as the executor reads it: newest first, by person, chat, place or free text. */
export async function listConsents(db: Db, query: ConsentQuery): Promise<ConsentPage> {
  const conditions: SQL[] = [];
  if (query.user_id !== undefined) conditions.push(eq(consents.userId, query.user_id));
  if (query.guest_chat_session_id) {
    conditions.push(eq(consents.guestChatSessionId, query.guest_chat_session_id));
  }
  if (query.context) conditions.push(eq(consents.context, query.context));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Phones are stored as E.164 (+79771230099): «977) 123-00» is found by its digits.
    const digits = query.q.replace(/\D/g, "");
    const matches = or(
      ilike(consents.personName, pattern),
      ilike(consents.personEmail, pattern),
      ilike(consents.personPhone, pattern),
      digits.length >= 3 ? ilike(consents.personPhone, containsPattern(digits)) : undefined,
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(consents)
      .where(where)
      .orderBy(desc(consents.createdAt), desc(consents.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(consents).where(where),
  ]);
  return {
    items: rows.map(toApiEntry),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
