import { and, gte, inArray, isNotNull } from "drizzle-orm";
import { workingMinutesBetween } from "../../../domain/office-hours/office-hours.ts";
import { SLA_TEXTS } from "../../../domain/sla/sla.ts";
import type { SlaReport } from "../../../domain/sla/sla-schemas.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { getSiteSettings } from "../site-settings/service.ts";

const DAY_MS = 86_400_000;

interface Sample {
  lawyerId: number | null;
  /** Working minutes to the first answer, or so far for an overdue unanswered chat. */
  minutes: number | null;
  /** Decided: answered (in time or not) or past due; null while still within the target. */
  met: boolean | null;
}

/**
 * «Команда» (issue 30 §4): per lawyer (the chat's current one) and for the team, over the chats
 * whose client's first message came in the last `days` days — the first answers' median and 90th
 * percentile in working minutes (office hours of «Настройки сайта»), the share answered within the
 * target, and the client ratings given in the period. A chat still unanswered counts once it is
 * overdue, with its minutes so far; one still within its target is not judged yet.
 */
export async function slaReport(db: Db, days: number, now: Date): Promise<SlaReport> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [{ office_hours: hours }, chats, rated] = await Promise.all([
    getSiteSettings(db),
    db
      .select({
        lawyerId: chatSessions.assigneeId,
        firstMessageAt: chatSessions.firstMessageAt,
        dueAt: chatSessions.firstResponseDueAt,
        answeredAt: chatSessions.firstResponseAt,
      })
      .from(chatSessions)
      .where(gte(chatSessions.firstMessageAt, since)),
    db
      .select({ lawyerId: chatSessions.ratedLawyerId, score: chatSessions.ratingScore })
      .from(chatSessions)
      .where(and(gte(chatSessions.ratedAt, since), isNotNull(chatSessions.ratingScore))),
  ]);
  const samples: Sample[] = chats.map((chat) => {
    const start = chat.firstMessageAt ?? now;
    if (chat.answeredAt) {
      return {
        lawyerId: chat.lawyerId,
        minutes: workingMinutesBetween(hours, start, chat.answeredAt),
        met: chat.dueAt === null || chat.answeredAt <= chat.dueAt,
      };
    }
    const overdue = chat.dueAt !== null && chat.dueAt < now;
    return {
      lawyerId: chat.lawyerId,
      minutes: overdue ? workingMinutesBetween(hours, start, now) : null,
      met: overdue ? false : null,
    };
  });
  const ratings = rated.map((row) => ({ lawyerId: row.lawyerId, score: row.score ?? 0 }));
  const ids = [
    ...new Set([...samples, ...ratings].map((row) => row.lawyerId).filter((id) => id !== null)),
  ] as number[];
  const names = ids.length
    ? await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.fullName]));
  const lawyerIds: (number | null)[] = [...ids].sort(
    (a, b) => (nameOf.get(a) ?? "").localeCompare(nameOf.get(b) ?? "", "ru") || a - b,
  );
  if (samples.some((sample) => sample.lawyerId === null)) lawyerIds.push(null);
  return {
    days,
    total: figuresOf(samples, ratings),
    lawyers: lawyerIds.map((id) => ({
      id,
      full_name: id === null ? SLA_TEXTS.queue : (nameOf.get(id) ?? "—"),
      ...figuresOf(
        samples.filter((sample) => sample.lawyerId === id),
        ratings.filter((rating) => rating.lawyerId === id),
      ),
    })),
  };
}

function figuresOf(samples: Sample[], ratings: { score: number }[]) {
  const minutes = samples
    .map((sample) => sample.minutes)
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  const decided = samples.filter((sample) => sample.met !== null);
  const met = decided.filter((sample) => sample.met).length;
  return {
    chats: samples.length,
    median_minutes: percentile(minutes, 0.5),
    p90_minutes: percentile(minutes, 0.9),
    met_share: decided.length ? round(met / decided.length, 3) : null,
    ratings: ratings.length,
    rating_average: ratings.length
      ? round(ratings.reduce((sum, rating) => sum + rating.score, 0) / ratings.length, 2)
      : null,
  };
}

/** The nearest-rank percentile of sorted values; null for none. */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
