import type { FastifyRequest } from "fastify";
import type { AuditAction, AuditEntityType } from "../../../domain/audit/audit.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

/** Who made a back-office change, as the log keeps them (by name too: accounts may go). */
export interface AuditActor {
  /** Null for a client erasing their own account: the log keeps nothing of them (decision 023). */
  userId: number | null;
  name: string;
  email: string;
  role: string;
  ip: string | null;
}

export function auditActorOf(user: UserRow, request: FastifyRequest): AuditActor {
  return {
    userId: user.id,
    name: user.fullName,
    email: user.email,
    role: user.role,
    ip: request.ip ?? null,
  };
}

type Snapshot = Record<string, unknown> | null;

export interface AuditChange {
  entityType: AuditEntityType;
  entityId: string | number;
  action: AuditAction;
  /** What the list shows for the object: a service's or article's title, a tariff's name. */
  entityTitle: string;
  /** The object as the API showed it before the change (null for a creation). */
  before: Snapshot;
  /** ...and after it (null for a deletion). */
  after: Snapshot;
}

/**
 * Records one back-office change. Call it with the transaction that makes the change, so the
 * change and its record are committed together or not at all.
 */
export async function recordChange(tx: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorName: actor.name,
    actorEmail: actor.email,
    actorRole: actor.role,
    entityType: change.entityType,
    entityId: String(change.entityId),
    action: change.action,
    entityTitle: change.entityTitle,
    before: change.before,
    after: change.after,
    ipAddress: actor.ip,
  });
}
