import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_LEASE_MS } from "../../../domain/mail/mail.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { createMailService } from "./mail-service.ts";
import {
  enqueueMail,
  type MailSender,
  type OutgoingMail,
  purgeOldMail,
  sendDueMail,
} from "./outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const mail = (to: string): OutgoingMail => ({
  to,
  category: "security",
  subject: "Тема",
  text: "Текст",
  html: "<p>Текст</p>",
});

/** A sender that records what it sent (or fails while `failing` is set). */
function recordingSender() {
  const sent: string[] = [];
  const sender: MailSender & { sent: string[]; failing: boolean } = {
    description: "test",
    sent,
    failing: false,
    async send(message) {
      if (sender.failing) throw new Error("SMTP 451 try later");
      sent.push(`${message.id}:${message.to}`);
    },
  };
  return sender;
}

describe("the mail outbox", () => {
  it("a mail committed with its change is sent once, even when the process died before sending", async () => {
    // The change and its mail commit together; then the process "dies": nothing was sent.
    const id = await t.db.transaction((tx) => enqueueMail(tx, mail("one@example.ru")));
    // A new process starts with its own worker and sends what the outbox holds.
    const afterRestart = recordingSender();
    await createMailService(t.db, afterRestart).flush();
    expect(afterRestart.sent).toEqual([`${id}:one@example.ru`]);
    await createMailService(t.db, afterRestart).flush();
    expect(afterRestart.sent).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a rolled-back change sends nothing", async () => {
    const sender = recordingSender();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, mail("never@example.ru"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow();
    await sendDueMail(t.db, sender);
    expect(sender.sent.some((entry) => entry.endsWith("never@example.ru"))).toBe(false);
  });

  it("a failure backs off and is retried; a row taken by a crashed worker waits for its lease", async () => {
    const sender = recordingSender();
    const id = await t.db.transaction((tx) => enqueueMail(tx, mail("retry@example.ru")));
    sender.failing = true;
    const now = new Date();
    expect(await sendDueMail(t.db, sender, now)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMTP 451 try later",
    });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due yet: nothing happens.
    sender.failing = false;
    expect((await sendDueMail(t.db, sender, now)).sent).toBe(0);
    // Due later: sent once.
    const later = new Date(failed!.nextAttemptAt.getTime() + 1);
    expect((await sendDueMail(t.db, sender, later)).sent).toBe(1);
    expect(sender.sent).toEqual([`${id}:retry@example.ru`]);
  });

  it("a worker that took a row and died leaves it to another after the lease, same id", async () => {
    const id = await t.db.transaction((tx) => enqueueMail(tx, mail("lease@example.ru")));
    let sending!: () => void;
    const taken = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const crashed: MailSender = {
      description: "crash",
      // Never returns: the process died while sending (after it had taken the row).
      send: () => {
        sending();
        return new Promise(() => {});
      },
    };
    const now = new Date();
    void sendDueMail(t.db, crashed, now);
    await taken;
    const other = recordingSender();
    expect((await sendDueMail(t.db, other, now)).sent).toBe(0);
    const afterLease = new Date(now.getTime() + MAIL_SEND_LEASE_MS + 1000);
    expect((await sendDueMail(t.db, other, afterLease)).sent).toBe(1);
    // The Message-ID is the row's id: a receiving server sees one mail even if both got out.
    expect(other.sent).toEqual([`${id}:lease@example.ru`]);
  });

  it("gives up after the last attempt and keeps the error", async () => {
    const sender = recordingSender();
    sender.failing = true;
    const id = await t.db.transaction((tx) => enqueueMail(tx, mail("dead@example.ru")));
    // Each round a day later than the last: every backoff (at most about an hour) has run out.
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const [before] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(before?.status).toBe("pending");
      await sendDueMail(t.db, sender, new Date(Date.now() + attempt * 24 * 60 * 60 * 1000));
      const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(after?.attempts, `attempt ${attempt}`).toBe(attempt);
    }
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
  });

  it("a sent, skipped or failed mail keeps no body; the row goes after the retention period", async () => {
    const sender = recordingSender();
    const id = await t.db.transaction((tx) =>
      enqueueMail(tx, { ...mail("kept@example.ru"), text: "Ссылка: https://x/#token=abc" }),
    );
    await sendDueMail(t.db, sender);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: "sent", textBody: "", htmlBody: "", subject: "Тема" });

    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const old = await t.db.transaction((tx) => enqueueMail(tx, mail("old@example.ru")));
    const recent = await t.db.transaction((tx) => enqueueMail(tx, mail("recent@example.ru")));
    const waiting = await t.db.transaction((tx) => enqueueMail(tx, mail("waiting@example.ru")));
    await t.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: daysAgo(31), createdAt: daysAgo(31) })
      .where(eq(mailOutbox.id, old));
    await t.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: daysAgo(29), createdAt: daysAgo(31) })
      .where(eq(mailOutbox.id, recent));
    // A mail still retrying is never purged, however old.
    await t.db
      .update(mailOutbox)
      .set({ createdAt: daysAgo(40), nextAttemptAt: new Date(now.getTime() + 60_000) })
      .where(eq(mailOutbox.id, waiting));
    expect(await purgeOldMail(t.db, 30, now)).toBe(1);
    const left = (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, waiting, id]));
  });
});
