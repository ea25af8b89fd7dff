import type { Actor } from "../../http/access-matrix.ts";
import type { World } from "./world.ts";

/** Something of one owner's that an answer to anybody else must not contain. */
export interface Secret {
  name: string;
  value: string;
  /** Who may see it; everybody else is a stranger to it. */
  seenBy: readonly Actor[];
}

/**
 * clientA's chat is the demo executor's: another lawyer sees neither it (issue 30 §2) nor what is
 * reached through it — the client, the payment (issue 43 §2).
 */
const CLIENT_A_AND_CHAT_STAFF: readonly Actor[] = ["clientA", "executor", "admin"];
/** The second company's chat is the demo executor's too: its lawyer and the administrator. */
const COMPANY_CHAT_STAFF: readonly Actor[] = ["executor", "admin"];

/**
 * Another owner's data showing in an answer (a list that forgets its owner filter, an export, a
 * notice) answers 200, so statuses alone would not catch it: every answer is searched for these.
 */
export function secretsOf(w: World): Secret[] {
  return [
    { name: "clientA's e-mail", value: w.accounts.clientA.email, seenBy: CLIENT_A_AND_CHAT_STAFF },
    { name: "clientA's chat id", value: w.chatA.id, seenBy: CLIENT_A_AND_CHAT_STAFF },
    { name: "clientA's chat file id", value: w.chatFileA, seenBy: CLIENT_A_AND_CHAT_STAFF },
    {
      name: "clientA's payment id",
      value: w.paymentA.payment_id,
      seenBy: CLIENT_A_AND_CHAT_STAFF,
    },
    { name: "clientA's archive file id", value: w.archiveFileA, seenBy: ["clientA"] },
    { name: "clientA's folder id", value: w.folderA, seenBy: ["clientA"] },
    { name: "the company's e-mail", value: w.company.email, seenBy: COMPANY_CHAT_STAFF },
    { name: "the company's document id", value: w.companyDocument, seenBy: COMPANY_CHAT_STAFF },
    {
      name: "the company's card document id",
      value: w.companyCardDocument,
      seenBy: COMPANY_CHAT_STAFF,
    },
    { name: "the executor's hearing", value: w.courtEventTitle, seenBy: ["executor"] },
    { name: "the executor's canned reply", value: w.cannedReplyTitle, seenBy: ["executor"] },
  ];
}
