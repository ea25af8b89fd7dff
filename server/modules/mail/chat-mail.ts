import { and, eq } from "drizzle-orm";
import { CORPORATE_CHAT_SERVICE_ID } from "../../../domain/chat/chat-service-ids.ts";
import { SITE_NAME } from "../../../domain/contacts/contacts.ts";
import { MAIL_BATCH_MS, mailPreview, CHAT_MAIL_TEXTS as T } from "../../../domain/mail/mail.ts";
import type { Db } from "../../db/client.ts";
import { mailOptOuts } from "../../db/schema/mail.ts";
import { users } from "../../db/schema/users.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { renderMail } from "./mail-layout.ts";
import { enqueueBatchedMail } from "./outbox.ts";
import { unsubscribeLinks } from "./unsubscribe.ts";

/** Whom a chat's mail goes to, with their name and the address that opens the chat for them. */
async function chatReader(tx: Db, session: SessionRow, publicUrl: string) {
  if (session.isGuest) {
    if (!session.guestEmail) return null;
    return {
      email: session.guestEmail.toLowerCase(),
      name: session.guestName,
      // The guest chat's id is the guest's key to it: mailed only to the address they gave.
      link: new URL(`/guest-chat/${session.id}`, publicUrl).href,
    };
  }
  if (session.clientId === null) return null;
  const [client] = await tx
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, session.clientId));
  if (!client) return null;
  const path =
    session.serviceId === CORPORATE_CHAT_SERVICE_ID
      ? "/corporate-dashboard?tab=chat"
      : `/dashboard?tab=chat&chat=${encodeURIComponent(session.id)}`;
  return {
    email: client.email.toLowerCase(),
    name: client.name,
    link: new URL(path, publicUrl).href,
  };
}

/**
 * «Новое сообщение от юриста» (issue 14 §1): written in the transaction that stores the lawyer's
 * message; further messages in the same chat within 5 minutes join the same mail. It quotes at
 * most 100 characters of text and never a file's name (chats are confidential), and is not
 * written for someone who switched the category off.
 */
export async function mailLawyerMessage(
  tx: Db,
  args: {
    session: SessionRow;
    lawyerName: string | null;
    /** The text of the message, or null when it was only files. */
    text: string | null;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const reader = await chatReader(tx, args.session, args.publicUrl);
  if (!reader) return;
  const [optedOut] = await tx
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, reader.email), eq(mailOptOuts.category, "messages")));
  if (optedOut) return;
  const settings = await getSiteSettings(tx);
  const service = args.session.serviceTitle;
  const lawyer = args.lawyerName ?? "Юрист";
  const quote = args.text ? T.quote(mailPreview(args.text)) : T.fileOnly;
  const unsubscribe = await unsubscribeLinks(tx, args.publicUrl, reader.email, "messages");
  await enqueueBatchedMail(
    tx,
    {
      key: `chat-messages:${args.session.id}:${reader.email}`,
      delayMs: MAIL_BATCH_MS,
      to: reader.email,
      category: "messages",
      listUnsubscribe: unsubscribe.oneClick,
      render: (count) => ({
        subject: `${T.subject(count, service)} · ${SITE_NAME}`,
        ...renderMail(
          {
            greeting: T.greeting(reader.name),
            paragraphs: [T.wrote(lawyer, service), ...(count > 1 ? [T.more(count)] : [quote])],
            action: { label: T.open, url: reader.link },
            after: [`${T.unsubscribe}: ${unsubscribe.page}`],
          },
          settings,
        ),
      }),
    },
    args.now,
  );
}
