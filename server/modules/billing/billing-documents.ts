import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { BILLING_TEXTS, type BillingKind, billingNumber } from "../../../domain/billing/billing.ts";
import type { BillingDocument } from "../../../domain/billing/billing-schemas.ts";
import { firmSignatory, missingForBilling } from "../../../domain/billing/firm-readiness.ts";
import { COMPLETED_TASK_STATUSES } from "../../../domain/chat/chat.ts";
import { CORPORATE_CHAT_SERVICE_ID } from "../../../domain/chat/chat-service-ids.ts";
import { moscowDayKey } from "../../../domain/day-keys.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { LegalForm } from "../../../domain/site-settings/legal-forms.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import type { chatSessions } from "../../db/schema/chat.ts";
import { corporateProfiles } from "../../db/schema/corporate.ts";
import { billingCounters, billingDocuments } from "../../db/schema/documents.ts";
import { payments } from "../../db/schema/payments.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";
import { users } from "../../db/schema/users.ts";
import { conflict } from "../../errors.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { getBillingSettings } from "./billing-settings.ts";

export type BillingRow = typeof billingDocuments.$inferSelect;
type ChatRow = typeof chatSessions.$inferSelect;

/** What an issued document prints, frozen when it is issued. */
export interface BillingDetails {
  firm: {
    name: string;
    /** Issue 44 §2 on: documents issued before lack the form, КПП and signatory. */
    legal_form?: LegalForm;
    inn: string | null;
    kpp?: string | null;
    ogrn: string | null;
    address: string | null;
    signatory?: { name: string; title: string } | null;
    phone: string | null;
    email: string;
    bank_name: string | null;
    bik: string | null;
    account: string | null;
    correspondent_account: string | null;
  };
  client: {
    name: string;
    inn: string | null;
    kpp?: string | null;
    ogrn: string | null;
    address: string | null;
    signatory?: { name: string; title: string } | null;
    bank_name: string | null;
    bik: string | null;
    account: string | null;
    correspondent_account: string | null;
  };
  vat_line: string;
}

interface NewDocument {
  kind: BillingKind;
  clientId: number;
  sessionId: string | null;
  requestMessageId?: number | null;
  paymentId?: string | null;
  amountKopecks: number;
  serviceTitle: string;
  /**
   * While the firm's requisites are missing no document is issued (issue 43 §6). `refuse`: the
   * caller's act is refused with what to fill in (a lawyer's payment request, which exists to
   * make the invoice); otherwise the document is skipped, for money that arrived or an order a
   * client accepted cannot be sent back.
   */
  firmIncomplete?: "refuse" | "skip";
}

/** The client's company card, if the client is a company (sole trader or organisation). */
async function corporateClient(tx: Db, clientId: number) {
  const [row] = await tx
    .select({
      clientType: users.clientType,
      fullName: users.fullName,
      profile: corporateProfiles,
    })
    .from(users)
    .leftJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
    .where(eq(users.id, clientId));
  return row?.clientType === "corporate" ? row : null;
}

/** The document already issued for this request, payment or (an act) chat. */
async function existing(tx: Db, input: NewDocument): Promise<BillingRow | null> {
  const key =
    input.kind === "act"
      ? and(eq(billingDocuments.kind, "act"), eq(billingDocuments.sessionId, input.sessionId ?? ""))
      : input.requestMessageId
        ? and(
            eq(billingDocuments.kind, "invoice"),
            eq(billingDocuments.requestMessageId, input.requestMessageId),
          )
        : and(
            eq(billingDocuments.kind, "invoice"),
            eq(billingDocuments.paymentId, input.paymentId ?? ""),
          );
  const [row] = await tx.select().from(billingDocuments).where(key).limit(1);
  return row ?? null;
}

/**
 * Issues a document in the caller's transaction, for a corporate client only (null otherwise,
 * when it was issued before, or while the firm's requisites are missing). The number is the next
 * of its kind and year: the counter's row is locked by the increment until the transaction ends,
 * so numbers are given one at a time across instances, and a transaction that rolls back takes
 * its number back with it (no gap).
 */
export async function issueDocument(
  tx: Db,
  input: NewDocument,
  now: Date,
): Promise<BillingRow | null> {
  if (input.amountKopecks <= 0) return null;
  const client = await corporateClient(tx, input.clientId);
  if (!client) return null;
  const site = await getSiteSettings(tx);
  const bank = await getBillingSettings(tx);
  // What «Обзор» lists as missing: the firm's requisites, КПП, signatory and bank (issue 44 §2).
  const missing = missingForBilling(site, bank);
  if (missing.length > 0) {
    if (input.firmIncomplete === "refuse") throw conflict(BILLING_TEXTS.requestRefused(missing));
    return null;
  }
  const dedupeKey = `billing:${input.kind}:${input.requestMessageId ?? input.paymentId ?? input.sessionId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${dedupeKey}))`);
  if (await existing(tx, input)) return null;
  const year = Number(moscowDayKey(now).slice(0, 4));
  const [counter] = await tx
    .insert(billingCounters)
    .values({ kind: input.kind, year, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [billingCounters.kind, billingCounters.year],
      set: { lastSeq: sql`${billingCounters.lastSeq} + 1` },
    })
    .returning({ seq: billingCounters.lastSeq });
  const seq = counter?.seq ?? 1;
  const profile = client.profile;
  const details: BillingDetails = {
    firm: {
      name: site.company_name,
      legal_form: site.legal_form,
      inn: site.inn,
      kpp: site.legal_form === "organization" ? site.kpp : null,
      ogrn: site.ogrn,
      address: site.legal_address,
      signatory: firmSignatory(site),
      phone: site.support_phones[0] ?? null,
      email: site.support_email,
      bank_name: bank.bank_name,
      bik: bank.bik,
      account: bank.account,
      correspondent_account: bank.correspondent_account,
    },
    client: {
      name: profile?.companyName || client.fullName,
      inn: profile?.inn ?? null,
      kpp: profile?.kpp || null,
      ogrn: profile?.ogrnOgrnip ?? null,
      address: profile?.address ?? null,
      signatory: profile?.signatoryName
        ? { name: profile.signatoryName, title: profile.signatoryTitle }
        : null,
      bank_name: profile?.bankName ?? null,
      bik: profile?.bankBik ?? null,
      account: profile?.accountNumber ?? null,
      correspondent_account: profile?.correspondentAccount ?? null,
    },
    vat_line: bank.vat_line,
  };
  return one(
    await tx
      .insert(billingDocuments)
      .values({
        id: randomUUID(),
        kind: input.kind,
        year,
        seq,
        number: billingNumber(year, seq),
        amountKopecks: input.amountKopecks,
        clientId: input.clientId,
        sessionId: input.sessionId,
        requestMessageId: input.requestMessageId ?? null,
        paymentId: input.paymentId ?? null,
        serviceTitle: input.serviceTitle,
        details: details as unknown as Record<string, unknown>,
        createdAt: now,
      })
      .returning(),
  );
}

/**
 * An act for a finished order that is paid: accepted (or completed) with money in. Called when
 * the order is finished and when money arrives, so whichever comes second issues it — once.
 */
export async function issueActIfDue(tx: Db, chat: ChatRow, now: Date): Promise<void> {
  if (chat.clientId === null) return;
  const finished = (COMPLETED_TASK_STATUSES as readonly string[]).includes(chat.taskStatus ?? "");
  if (!finished) return;
  const paid = await tx
    .select({
      kopecks:
        sql<number>`(${payments.amountKopecks} - ${payments.refundedKopecks})::bigint`.mapWith(
          Number,
        ),
      description: payments.description,
    })
    .from(payments)
    .where(and(eq(payments.chatSessionId, chat.id), eq(payments.status, "succeeded")))
    .orderBy(payments.createdAt);
  await issueDocument(
    tx,
    {
      kind: "act",
      clientId: chat.clientId,
      sessionId: chat.id,
      amountKopecks: paid.reduce((sum, payment) => sum + payment.kopecks, 0),
      serviceTitle: servicesSold(chat, paid),
    },
    now,
  );
}

/**
 * The act's line: the service the order sold. The corporate chat's own title names none
 * («Корпоративный чат»), so there the act lists what its payments paid for, as their invoices do.
 */
function servicesSold(chat: ChatRow, paid: { description: string }[]): string {
  if (chat.serviceId !== CORPORATE_CHAT_SERVICE_ID) return chat.serviceTitle;
  const titles = [...new Set(paid.map((payment) => payment.description))];
  return titles.join("; ") || chat.serviceTitle;
}

export function toBillingDocument(
  row: BillingRow,
  clientName: string | null,
  signatureStatus: "pending" | "signed" | null = null,
): BillingDocument {
  return {
    id: row.id,
    kind: row.kind as BillingKind,
    number: row.number,
    date: row.createdAt.toISOString(),
    amount: kopecksToRoubles(row.amountKopecks),
    session_id: row.sessionId,
    client_id: row.clientId,
    client_name: clientName,
    service_title: row.serviceTitle,
    client_signed_at: row.clientSignedAt?.toISOString() ?? null,
    signature_status: row.clientSignedAt ? "signed" : signatureStatus,
  };
}

/** Newest first: a client's own, or (staff) every company's or one company's. */
export async function listBillingDocuments(
  db: Db,
  /** Which documents the caller sees (billing-visibility.ts); undefined: all. */
  seenBy: SQL | undefined,
  filter: { clientId?: number; sessionId?: string },
  page: { limit: number; offset: number },
): Promise<BillingDocument[]> {
  const rows = await db
    .select({
      document: billingDocuments,
      clientName: users.fullName,
      // An act's live signature request (issue 45 §3): «Запросить подпись» shows while none.
      signatureStatus: sql<
        "pending" | "signed" | null
      >`(select ${signatureRequests.status} from ${signatureRequests} where ${signatureRequests.billingDocumentId} = ${billingDocuments.id} and ${signatureRequests.status} in ('pending', 'signed') limit 1)`,
    })
    .from(billingDocuments)
    .leftJoin(users, eq(users.id, billingDocuments.clientId))
    .where(
      and(
        seenBy,
        filter.clientId === undefined ? undefined : eq(billingDocuments.clientId, filter.clientId),
        filter.sessionId === undefined
          ? undefined
          : eq(billingDocuments.sessionId, filter.sessionId),
      ),
    )
    .orderBy(desc(billingDocuments.createdAt), desc(billingDocuments.number))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) =>
    toBillingDocument(row.document, row.clientName, row.signatureStatus ?? null),
  );
}
