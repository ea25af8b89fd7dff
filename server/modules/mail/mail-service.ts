import type { Db } from "../../db/client.ts";
import { coalescedRun } from "../../platform/coalesced-run.ts";
import { type MailSender, sendDueMail } from "./outbox.ts";

export interface MailService {
  readonly sender: MailSender;
  /**
   * Sends what is due now. A call during a run asks for one more run after it (a mail enqueued
   * meanwhile is not left for the next periodic tick); the promise settles when the runs are done.
   */
  flush(): Promise<void>;
}

export function createMailService(db: Db, sender: MailSender): MailService {
  return { sender, flush: coalescedRun(() => sendDueMail(db, sender)) };
}
