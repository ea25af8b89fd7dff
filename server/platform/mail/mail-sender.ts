import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailSender, OutgoingMail } from "../../modules/mail/outbox.ts";

export interface MailSenderOptions {
  /** smtp:// or smtps:// with credentials; without it mail is written to `mailDir`. */
  smtpUrl: string | undefined;
  /** The address mail comes from. */
  fromAddress: string;
  /** The name it comes from: the site's, read when each mail goes (it changes in «Оформление»). */
  fromName(): Promise<string>;
  /** Where .eml files go without SMTP (DATA_DIR/mail). */
  mailDir: string;
  /** The host part of Message-IDs (the site's own domain). */
  messageIdHost: string;
}

/**
 * The outbox's sender (server/modules/mail/outbox.ts): real SMTP through nodemailer when
 * SMTP_URL is set, else each mail as an .eml file in DATA_DIR/mail, so the one-command demo
 * works and a developer can open what would have been sent. The Message-ID is the outbox row's
 * id: a mail sent again after a crash is the same mail to the receiving server.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const message = async (mail: OutgoingMail & { id: string }) => ({
    from: { name: await options.fromName(), address: options.fromAddress },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${options.messageIdHost}>`,
    // An invitation as mail apps expect it (RFC 6047): a text/calendar part with its METHOD, which
    // Outlook, Gmail and Apple Mail offer to add to the calendar, and the same as invite.ics.
    ...(mail.calendar
      ? {
          icalEvent: {
            method: /^METHOD:(\w+)/m.exec(mail.calendar)?.[1] ?? "REQUEST",
            filename: "invite.ics",
            content: mail.calendar,
          },
        }
      : {}),
    // RFC 8058: a mail app's «Unsubscribe» POSTs to the address, no page to click through.
    ...(mail.listUnsubscribe
      ? {
          list: { unsubscribe: { url: mail.listUnsubscribe, comment: "Отписаться" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  });
  if (options.smtpUrl) {
    const smtp = new URL(options.smtpUrl);
    return {
      description: `SMTP ${smtp.hostname}:${smtp.port || (smtp.protocol === "smtps:" ? 465 : 587)}`,
      async send(mail) {
        await transport.sendMail(await message(mail));
      },
    };
  }
  return {
    description: `файлы .eml в ${options.mailDir} (SMTP_URL не задан)`,
    async send(mail) {
      const info = await transport.sendMail(await message(mail));
      await mkdir(options.mailDir, { recursive: true });
      await writeFile(path.join(options.mailDir, `${mail.id}.eml`), info.message as Buffer);
    },
  };
}
