import { and, type Column, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { formatIntakeValue, type IntakeAnswer } from "../../../domain/intake/intake.ts";
import { SEARCH_GROUP_LIMITS } from "../../../domain/search/search.ts";
import type { ChatHit, MarkedText } from "../../../domain/search/search-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { containsPattern } from "../../db/text-search.ts";
import { MIN_PHONE_DIGITS, markContact, markSubstring } from "./marked-text.ts";
import type { SearchContext } from "./search-context.ts";

/** SQL: the phone's digits contain these digits, whatever the separators on either side. */
const phoneDigitsContain = (column: Column, digits: string) =>
  sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`;

/** SQL: any of the columns contains the text, a phone also by its digits. */
function personMatches(ctx: SearchContext, texts: Column[], phone: Column) {
  const pattern = containsPattern(ctx.text);
  const digits = ctx.text.replace(/\D/g, "");
  return or(
    ...[...texts, phone].map((column) => ilike(column, pattern)),
    digits.length >= MIN_PHONE_DIGITS ? phoneDigitsContain(phone, digits) : undefined,
  );
}

/** SQL: one of the intake form's answers contains the text (issue 31 §1). */
const intakeContains = (pattern: string) =>
  sql`exists (select 1 from jsonb_array_elements(${chatSessions.intake}) as answer where answer->>'value' ilike ${pattern})`;

/** The first answer that contains the text, as «Подпись: ответ» marked where it matched. */
function intakeMatch(answers: readonly IntakeAnswer[], text: string): MarkedText | null {
  const needle = text.toLowerCase();
  const found = answers.find((answer) => String(answer.value).toLowerCase().includes(needle));
  return found ? markSubstring(`${found.label}: ${formatIntakeValue(found.value)}`, text) : null;
}

/**
 * Chats by what they are about (the service's title, the intake answers) and, for the executor, by the person: the
 * client's name, company, e-mail or phone, or the guest's (a phone also by its digits, as
 * «Клиенты» searches). Small columns: ILIKE, newest activity first. Clients are matched in their
 * own table once (a chat then only looks its client up in that set), guests only on guest chats.
 */
export async function searchChats(ctx: SearchContext): Promise<ChatHit[]> {
  const pattern = containsPattern(ctx.text);
  const byPerson = ctx.executor
    ? [
        inArray(
          chatSessions.clientId,
          ctx.db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.role, "client"),
                personMatches(ctx, [users.fullName, users.companyName, users.email], users.phone),
              ),
            ),
        ),
        and(
          eq(chatSessions.isGuest, true),
          personMatches(
            ctx,
            [chatSessions.guestName, chatSessions.guestEmail],
            chatSessions.guestPhone,
          ),
        ),
      ]
    : [];
  const rows = await ctx.db
    .select({
      id: chatSessions.id,
      serviceTitle: chatSessions.serviceTitle,
      isGuest: chatSessions.isGuest,
      guestName: chatSessions.guestName,
      guestEmail: chatSessions.guestEmail,
      guestPhone: chatSessions.guestPhone,
      lastActivity: chatSessions.lastActivity,
      intake: chatSessions.intake,
      clientName: users.fullName,
      companyName: users.companyName,
      clientEmail: users.email,
      clientPhone: users.phone,
    })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.clientId))
    .where(
      and(
        ctx.visibleChats,
        or(ilike(chatSessions.serviceTitle, pattern), intakeContains(pattern), ...byPerson),
      ),
    )
    .orderBy(desc(chatSessions.lastActivity), desc(chatSessions.id))
    .limit(SEARCH_GROUP_LIMITS.chats);

  return rows.map((row) => {
    const party = [row.clientName ?? row.guestName, row.companyName].filter(Boolean).join(", ");
    const email = row.clientEmail ?? row.guestEmail;
    const phone = row.clientPhone ?? row.guestPhone;
    const contacts = [email, phone ? formatPhone(phone) : null]
      .filter((value): value is string => Boolean(value))
      .map((value) => markContact(value, ctx.text));
    return {
      session_id: row.id,
      service_title: markSubstring(row.serviceTitle, ctx.text),
      party_name: ctx.executor ? markSubstring(party, ctx.text) : null,
      contacts: ctx.executor ? contacts : [],
      intake_match: intakeMatch(row.intake, ctx.text),
      is_guest_session: row.isGuest,
      last_activity: row.lastActivity.toISOString(),
    };
  });
}
