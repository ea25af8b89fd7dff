import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, notInArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ACTIVE_TASK_STATUSES,
  anonymousGuestName,
  BUSINESS_CONSULTATION_SERVICE_ID,
  businessTariffServiceId,
  CHAT_TEXTS,
  COMPLETED_TASK_STATUSES,
  GUEST_CHAT_LIFETIME_HOURS,
  QUICK_QUESTION_SERVICE_ID,
} from "../../../domain/chat/chat.ts";
import type {
  ChatSession,
  ExecutorDashboard,
  newGuestSessionSchema,
} from "../../../domain/chat/chat-schemas.ts";
import {
  CORPORATE_CHAT_SERVICE_ID,
  planOfServiceId,
} from "../../../domain/chat/chat-service-ids.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import type { IntakeField } from "../../../domain/intake/intake.ts";
import type { IntakeValues } from "../../../domain/intake/intake-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest } from "../../errors.ts";
import { isPublic } from "../catalogue/service.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";
import { intakeAnswersFor } from "../intake/intake-service.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announceNewChat } from "../notifications/chat-notices.ts";
import { assignNewChat } from "../staff/assignment.ts";
import { listBusinessTariffs } from "../tariffs/service.ts";
import type { ChatContext } from "./chat-context.ts";
import { publishChatEvent } from "./chat-events.ts";
import { afterClientMessage } from "./client-message.ts";
import { executorNameOf } from "./executor-name.ts";
import { markReadBy } from "./read-receipts.ts";
import { type SessionRow, toChatSession } from "./serialize.ts";
import { notExpired, visibleTo } from "./session-access.ts";

const HOUR_MS = 3_600_000;
const PREVIEW_LENGTH = 120;

export const previewOf = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

interface ServiceRef {
  serviceId: string;
  title: string;
  planType: string | null;
  /** The catalogue service's intake form; empty for questions and business chats. */
  intakeFields: IntakeField[];
}

/** What a chat is about, from our own catalogue and tariffs; the browser's title is never used. */
async function resolveService(
  db: Db,
  serviceId: string,
  planType: string | null,
): Promise<ServiceRef> {
  if (serviceId === QUICK_QUESTION_SERVICE_ID) {
    return { serviceId, title: CHAT_TEXTS.quickQuestionTitle, planType: null, intakeFields: [] };
  }
  const tariffPlan = planOfServiceId(serviceId);
  if (tariffPlan !== null || serviceId === BUSINESS_CONSULTATION_SERVICE_ID) {
    return resolveBusiness(db, planType ?? tariffPlan);
  }
  const id = /^\d{1,9}$/.test(serviceId) ? Number(serviceId) : null;
  const [service] =
    id === null
      ? []
      : await db
          .select({ id: services.id, title: services.title, intakeFields: services.intakeFields })
          .from(services)
          .where(and(eq(services.id, id), isPublic))
          .limit(1);
  if (!service) throw badRequest(CHAT_TEXTS.serviceNotFound);
  return {
    serviceId: String(service.id),
    title: service.title,
    planType: null,
    intakeFields: service.intakeFields,
  };
}

async function resolveBusiness(db: Db, plan: string | null): Promise<ServiceRef> {
  if (!plan) {
    return {
      serviceId: BUSINESS_CONSULTATION_SERVICE_ID,
      title: CHAT_TEXTS.businessConsultationTitle,
      planType: null,
      intakeFields: [],
    };
  }
  const tariff = (await listBusinessTariffs(db)).find((item) => item.id === plan);
  if (!tariff) throw badRequest(CHAT_TEXTS.planNotFound);
  return {
    serviceId: businessTariffServiceId(tariff.id),
    title: CHAT_TEXTS.businessTariffTitle(tariff.name),
    planType: tariff.id,
    intakeFields: [],
  };
}

export type NewGuestSessionInput = z.output<typeof newGuestSessionSchema>;

/** A guest chat from the contact form or the quick form; the quick form's question is message 1. */
export async function createGuestSession(
  ctx: ChatContext,
  input: NewGuestSessionInput,
  origin: ConsentOrigin,
): Promise<ChatSession> {
  const service = await resolveService(ctx.db, input.service_id, input.plan_type);
  const intake = intakeAnswersFor(service.intakeFields, input.intake);
  const now = ctx.now();
  const question = input.contact_method ? input.question : null;
  let told: number[] = [];
  const session = await ctx.db.transaction(async (tx) => {
    const row = await insertGuestChat(tx, service, now, {
      guestName: input.contact_method ? anonymousGuestName(input.contact_method) : input.guest_name,
      guestPhone: input.guest_phone || null,
      guestEmail: input.guest_email || null,
      additionalInfo: input.additional_info,
      intake,
      preferredContactTime: input.preferred_contact_time ?? null,
      communicationMethod:
        input.communication_method ?? (input.contact_method === "email" ? "email" : null),
      unreadByExecutor: question ? 1 : 0,
      lastMessagePreview: question ? previewOf(question) : null,
    });
    if (question) {
      await tx
        .insert(chatMessages)
        .values({ sessionId: row.id, senderType: "client", content: question, createdAt: now });
      await afterClientMessage(tx, row, now);
    }
    // The contact form has the consent tick (the schema demands it); the quick form has none.
    if (!input.contact_method) {
      await recordConsent(tx, {
        context: "guest_chat",
        origin,
        shown: {
          offer_version: input.offer_version,
          privacy_policy_version: input.privacy_policy_version,
        },
        guestChatSessionId: row.id,
        person: { name: row.guestName, email: row.guestEmail, phone: row.guestPhone },
      });
    }
    told = await announceNewChat(tx, { publicUrl: ctx.publicUrl, now }, row, null);
    return row;
  });
  await publishChatEvent(ctx.events, session, "session.created");
  await publishNotices(ctx.events, told);
  return sessionView(ctx.db, session);
}

/** The client's open chat for this service, or a new one (spec 2 §2: `?service=`). */
export async function openClientSession(
  ctx: ChatContext,
  client: UserRow,
  serviceId: string,
  intake?: IntakeValues,
): Promise<{ session: ChatSession; created: boolean }> {
  const service = await resolveService(ctx.db, serviceId, null);
  return openOrCreate(ctx, client, service, intake);
}

export async function openBusinessSession(
  ctx: ChatContext,
  client: UserRow,
  planType: string | null,
): Promise<{ session: ChatSession; created: boolean }> {
  return openOrCreate(ctx, client, await resolveBusiness(ctx.db, planType));
}

async function openOrCreate(
  ctx: ChatContext,
  client: UserRow,
  service: ServiceRef,
  intake?: IntakeValues,
) {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const found = await findOrCreateClientChat(tx, client.id, service, now, intake);
    const told = found.created
      ? await announceNewChat(tx, { publicUrl: ctx.publicUrl, now }, found.row, client.fullName)
      : [];
    return { ...found, told };
  });
  if (result.created) await publishChatEvent(ctx.events, result.row, "session.created");
  await publishNotices(ctx.events, result.told);
  return { session: await sessionView(ctx.db, result.row), created: result.created };
}

/**
 * The client's open chat for this service, or a new one, inside the caller's transaction. The
 * intake form is asked only of a new chat: an open one already has its answers (or none).
 */
async function findOrCreateClientChat(
  tx: Db,
  clientId: number,
  service: ServiceRef,
  now: Date,
  intakeValues?: IntakeValues,
) {
  // Two quick clicks (or two tabs) must not open two chats for one order: the check and the
  // insert run under a lock for this client and service.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`chat:${clientId}:${service.serviceId}`}))`,
  );
  const [existing] = await tx
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.clientId, clientId),
        eq(chatSessions.serviceId, service.serviceId),
        or(
          isNull(chatSessions.taskStatus),
          notInArray(chatSessions.taskStatus, [...COMPLETED_TASK_STATUSES]),
        ),
      ),
    )
    .orderBy(desc(chatSessions.lastActivity))
    .limit(1);
  if (existing) return { row: existing, created: false };
  const intake = intakeAnswersFor(service.intakeFields, intakeValues);
  const row = one(
    await tx
      .insert(chatSessions)
      .values({
        id: randomUUID(),
        serviceId: service.serviceId,
        serviceTitle: service.title,
        planType: service.planType,
        clientId,
        intake,
        lastActivity: now,
        createdAt: now,
      })
      .returning(),
  );
  return { row: { ...row, assigneeId: await assignNewChat(tx, row.id) }, created: true };
}

/** The client's one corporate chat (spec 2 §4, unique index chat_sessions_corporate_chat_key), or null. */
export async function findCorporateSession(db: Db, clientId: number): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.clientId, clientId),
        eq(chatSessions.serviceId, CORPORATE_CHAT_SERVICE_ID),
      ),
    );
  return row ?? null;
}

/**
 * The corporate cabinet's chat (spec 2 §4): made once per client, whatever its status later; a
 * second call, even one racing the first, answers the same chat (the unique index decides).
 */
export async function openCorporateSession(
  ctx: ChatContext,
  client: UserRow,
): Promise<{ session: ChatSession; created: boolean }> {
  const now = ctx.now();
  const [inserted] = await ctx.db
    .insert(chatSessions)
    .values({
      id: randomUUID(),
      serviceId: CORPORATE_CHAT_SERVICE_ID,
      serviceTitle: CORPORATE_TEXTS.corporateChatTitle,
      clientId: client.id,
      lastActivity: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    // Assigned in a transaction of its own: the insert above is one statement, and the unique
    // index, not a lock, decides a race between two first visits.
    const assigneeId = await ctx.db.transaction((tx) => assignNewChat(tx, inserted.id));
    await publishChatEvent(ctx.events, inserted, "session.created");
    return { session: await sessionView(ctx.db, { ...inserted, assigneeId }), created: true };
  }
  const existing = await findCorporateSession(ctx.db, client.id);
  if (!existing) throw new Error("corporate chat neither inserted nor found");
  return { session: await sessionView(ctx.db, existing), created: false };
}

/**
 * The client's orders still in progress, by the dashboard's rules: an order (isOrder: a chat only
 * counts once a task was taken in it, a payment asked for or made — until then it is a
 * conversation, the corporate chat's too) not accepted or completed (isActiveOrder).
 */
export async function countActiveOrders(db: Db, clientId: number): Promise<number> {
  const s = chatSessions;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(s)
    .where(
      and(
        eq(s.clientId, clientId),
        or(isNull(s.taskStatus), notInArray(s.taskStatus, [...COMPLETED_TASK_STATUSES])),
        sql`not (${s.taskStatus} is not distinct from 'new' and ${s.status} = 'active' and ${s.paymentStatus} = 'not_paid')`,
      ),
    );
  return row?.count ?? 0;
}

/** Money that arrived without a chat: who paid and for what, as the payment recorded it. */
export interface PaidOrder {
  payerUserId: number | null;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
  serviceId: number | null;
  planType: string | null;
  /** The service's or tariff's title when it was paid. */
  title: string;
}

/**
 * A chat for a card payment made outside any chat (the catalogue, a tariff), opened in the
 * transaction that records the money (issue 11 §1): the client's chat for that service, or a
 * guest chat with the payer's contacts, so the lawyer can write to the payer at once. The
 * payment's own data names the service: it may have been switched off since.
 */
export async function openChatForPaidOrder(
  tx: Db,
  order: PaidOrder,
  now: Date,
): Promise<{ row: SessionRow; created: boolean }> {
  const service: ServiceRef = {
    serviceId:
      order.planType !== null
        ? businessTariffServiceId(order.planType)
        : order.serviceId !== null
          ? String(order.serviceId)
          : QUICK_QUESTION_SERVICE_ID,
    title: order.title,
    planType: order.planType,
    // Money has arrived: the chat opens whatever the form asks; the lawyer asks in the chat.
    intakeFields: [],
  };
  const [client] =
    order.payerUserId === null
      ? []
      : await tx.select({ id: users.id }).from(users).where(eq(users.id, order.payerUserId));
  if (client) return findOrCreateClientChat(tx, client.id, service, now);
  const row = await insertGuestChat(tx, service, now, {
    guestName: order.payerName,
    guestEmail: order.payerEmail,
    guestPhone: order.payerPhone,
  });
  return { row, created: true };
}

/** The guest's own details of a new guest chat; the rest is the same for every guest chat. */
type GuestDetails = Omit<
  typeof chatSessions.$inferInsert,
  | "id"
  | "serviceId"
  | "serviceTitle"
  | "planType"
  | "isGuest"
  | "lastActivity"
  | "createdAt"
  | "expiresAt"
>;

/** Every guest chat starts here (contact form, quick question, a payment without a chat). */
async function insertGuestChat(
  tx: Db,
  service: ServiceRef,
  now: Date,
  guest: GuestDetails,
): Promise<SessionRow> {
  const row = one(
    await tx
      .insert(chatSessions)
      .values({
        ...guest,
        id: randomUUID(),
        serviceId: service.serviceId,
        serviceTitle: service.title,
        planType: service.planType,
        isGuest: true,
        lastActivity: now,
        createdAt: now,
        expiresAt: new Date(now.getTime() + GUEST_CHAT_LIFETIME_HOURS * HOUR_MS),
      })
      .returning(),
  );
  return { ...row, assigneeId: await assignNewChat(tx, row.id) };
}

export async function sessionView(db: Db, session: SessionRow): Promise<ChatSession> {
  const names = await executorNameOf(db, session.id);
  if (session.clientId === null) {
    return toChatSession(session, null, names.lastWriter, names.assignee, names.photoAt);
  }
  const [client] = await db
    .select({ fullName: users.fullName, clientType: users.clientType })
    .from(users)
    .where(eq(users.id, session.clientId));
  return toChatSession(session, client ?? null, names.lastWriter, names.assignee, names.photoAt);
}

/** The chat counters of the cabinet (the route adds the reviews waiting for moderation). */
/** The cabinet's counters over the chats this member of staff sees (session-access.ts). */
export async function executorDashboard(
  ctx: ChatContext,
  viewer: UserRow,
): Promise<Omit<ExecutorDashboard, "pending_reviews">> {
  const s = chatSessions;
  const inList = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const row = one(
    await ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${s.taskStatus} in (${inList(ACTIVE_TASK_STATUSES)})))::int`,
        waitingPayment: sql<number>`(count(*) filter (where ${s.status} = 'waiting_payment'))::int`,
        completed: sql<number>`(count(*) filter (where ${s.taskStatus} in (${inList(COMPLETED_TASK_STATUSES)})))::int`,
        unread: sql<number>`coalesce(sum(${s.unreadByExecutor}), 0)::int`,
      })
      .from(s)
      .where(and(notExpired(ctx.now()), visibleTo(viewer))),
  );
  return {
    total_chats: row.total,
    active_chats: row.active,
    waiting_payment: row.waitingPayment,
    completed_orders: row.completed,
    unread_messages: row.unread,
  };
}

/** The executors have read the chat (spec 3 §2): unread count and read pointer (read-receipts.ts). */
export async function markRead(ctx: ChatContext, session: SessionRow): Promise<ChatSession> {
  return sessionView(ctx.db, await markReadBy(ctx, session, "executor"));
}
