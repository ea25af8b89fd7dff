import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AttachmentSender } from "../../../domain/chat/files.ts";
import {
  DAILY_ANONYMOUS_UPLOAD_BYTES_PER_IP,
  DAILY_UPLOAD_BYTES_PER_ACCOUNT,
  DAILY_UPLOAD_BYTES_PER_IP,
  GUEST_CHAT_STORAGE_BYTES,
  MAX_SEND_BYTES,
  UPLOAD_LIMIT_TEXTS,
  UPLOAD_QUOTA_WINDOW_MS,
} from "../../../domain/chat/upload-limits.ts";
import type { Db } from "../../db/client.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { AppError } from "../../errors.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";

/** Who sends files: the address always, the account when signed in, the chat when a guest's. */
export interface Uploader {
  ip: string;
  userId: number | null;
  guestSessionId: string | null;
}

/** How many bytes this send may still carry, and the answer once it carries more. */
export interface UploadBudget {
  maxBytes: number;
  overLimit: AppError;
}

/** Where a send's files go, whose they are and what they may still weigh (upload-quotas.ts). */
export interface UploadContext {
  storage: FileStorage;
  sender: AttachmentSender;
  uploader: Uploader;
  /** Asked at the first file only, so a text message is never refused for the disk or quotas. */
  budget: () => Promise<UploadBudget>;
}

const tooLarge = (detail: string) => new AppError(413, detail);
const quotaReached = () => new AppError(429, UPLOAD_LIMIT_TEXTS.dailyQuotaReached);

/**
 * Checked before a send's first byte is read: the disk has room (507 otherwise), and the tightest
 * of the caps — one send, the guest chat's storage, the address's and the account's last 24 hours
 * — still leaves something (413/429 otherwise). The send is then stopped once it passes what is
 * left. Two sends at the same moment may each use the same remainder: the overshoot is bounded by
 * one send per concurrent request, which the rate limits bound in turn.
 */
export async function uploadBudget(
  db: Db,
  storage: FileStorage,
  minFreeBytes: number,
  uploader: Uploader,
  now: Date,
): Promise<UploadBudget> {
  await ensureDiskReserve(storage, minFreeBytes);

  const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS);
  const used = (where: ReturnType<typeof and>) =>
    db
      .select({ bytes: sql<string>`coalesce(sum(${chatFiles.sizeBytes}), 0)` })
      .from(chatFiles)
      .where(where)
      .then(([row]) => Number(row?.bytes ?? 0));

  const [ipBytes, accountBytes, chatBytes] = await Promise.all([
    used(and(eq(chatFiles.uploaderIp, uploader.ip), gt(chatFiles.createdAt, since))),
    uploader.userId === null
      ? 0
      : used(and(eq(chatFiles.uploaderUserId, uploader.userId), gt(chatFiles.createdAt, since))),
    uploader.guestSessionId === null ? 0 : used(eq(chatFiles.sessionId, uploader.guestSessionId)),
  ]);

  const budgets: UploadBudget[] = [
    { maxBytes: MAX_SEND_BYTES, overLimit: tooLarge(UPLOAD_LIMIT_TEXTS.sendTooLarge) },
    {
      maxBytes:
        (uploader.userId === null
          ? DAILY_ANONYMOUS_UPLOAD_BYTES_PER_IP
          : DAILY_UPLOAD_BYTES_PER_IP) - ipBytes,
      overLimit: quotaReached(),
    },
  ];
  if (uploader.userId !== null) {
    budgets.push({
      maxBytes: DAILY_UPLOAD_BYTES_PER_ACCOUNT - accountBytes,
      overLimit: quotaReached(),
    });
  }
  if (uploader.guestSessionId !== null) {
    budgets.push({
      maxBytes: GUEST_CHAT_STORAGE_BYTES - chatBytes,
      overLimit: tooLarge(UPLOAD_LIMIT_TEXTS.guestChatFull),
    });
  }
  const tightest = budgets.reduce((a, b) => (b.maxBytes < a.maxBytes ? b : a));
  return { ...tightest, maxBytes: Math.max(0, tightest.maxBytes) };
}

/** The upload context of a chat route: this request's address, the account or the guest chat. */
export function uploadContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  sender: AttachmentSender,
  owner: { userId: number | null; guestSessionId: string | null },
): UploadContext {
  const uploader = { ip: request.ip, ...owner };
  return {
    storage: app.storage,
    sender,
    uploader,
    budget: () =>
      uploadBudget(
        app.db,
        app.storage,
        app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024,
        uploader,
        new Date(),
      ),
  };
}
