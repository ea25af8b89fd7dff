import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** One SMS as the outbox hands it over: its row id, the E.164 number, exactly the text to send. */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

/** What sends an SMS: a gateway's HTTP API, or a text file per SMS when none is configured. */
export interface SmsSender {
  readonly description: string;
  /** Sends; resolves to the gateway's id of the message (null for a file), rejects to retry. */
  send(sms: OutgoingSms): Promise<string | null>;
}

/**
 * Without SMS_PROVIDER every SMS is a text file in DATA_DIR/sms, named
 * `<ISO time>-<digits of the number>.txt` and holding exactly the text (as the mail outbox writes
 * .eml files): the one-command demo signs in by phone, and a developer reads the code there.
 */
export function fileSmsSender(smsDir: string): SmsSender {
  return {
    description: `текстовые файлы в ${smsDir} (SMS_PROVIDER не задан)`,
    async send(sms) {
      await mkdir(smsDir, { recursive: true });
      // Colons are not allowed in Windows file names; the time stays readable and sortable.
      const time = new Date().toISOString().replace(/:/g, "-");
      const digits = sms.to.replace(/\D/g, "");
      await writeFile(path.join(smsDir, `${time}-${digits}.txt`), sms.text, {
        encoding: "utf8",
        flag: "wx",
      }).catch(async (error: NodeJS.ErrnoException) => {
        // Two SMS to one number in the same millisecond: the second gets the row id beside it.
        if (error.code !== "EEXIST") throw error;
        await writeFile(path.join(smsDir, `${time}-${digits}-${sms.id}.txt`), sms.text, "utf8");
      });
      return null;
    },
  };
}
