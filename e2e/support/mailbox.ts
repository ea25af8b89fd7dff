import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect } from "./fixtures.ts";

/**
 * The e2e run's mail server: a real SMTP server (smtp-server) that the app sends to
 * (SMTP_URL), keeping every mail as an .eml file in E2E_MAIL_DIR, so a spec in any worker can
 * read what a user would have received.
 */
export async function startMailbox(): Promise<{ url: string; dir: string; stop(): Promise<void> }> {
  const dir = path.join(os.tmpdir(), `e2e-mail-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        writeFileSync(path.join(dir, `${Date.now()}-${count++}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The newest mail to `to` in the run's mailbox that `matches` (waits for it to arrive): an
 * address other specs also write to (the lawyers') needs the predicate to find its own mail.
 */
export async function mailTo(
  to: string,
  matches: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: global-setup did not start the mailbox");
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = readdirSync(dir).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(readFileSync(path.join(dir, file)));
          if (JSON.stringify(mail.to ?? "").includes(to) && matches(mail)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
