import { existsSync } from "node:fs";
import path from "node:path";
import { startAppProcess } from "../../scripts/app-process.ts";
import { E2E_ADMIN } from "./accounts.ts";
import { startMailbox } from "./mailbox.ts";
import { E2E_MANUAL_TRANSFER } from "./payments.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts the built app on the embedded database in a fresh data directory. */
export default async function globalSetup() {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error('The SPA is not built: run "npm run build" before the e2e specs.');
  }
  const mailbox = await startMailbox();
  process.env.E2E_MAIL_DIR = mailbox.dir;
  const app = await startAppProcess({
    output: "inherit",
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT_MAX: "200",
      GUEST_CHAT_RATE_LIMIT_MAX: "200",
      PAYMENT_MANUAL_CARD: E2E_MANUAL_TRANSFER.card,
      PAYMENT_MANUAL_PHONE: E2E_MANUAL_TRANSFER.phone,
      PAYMENT_MANUAL_RECIPIENT: E2E_MANUAL_TRANSFER.recipient,
      SMTP_URL: mailbox.url,
    },
  });
  process.env.E2E_BASE_URL = app.origin;
  await pinAllLawyersSeeAllChats(app.origin);
  return async () => {
    await app.stop();
    await mailbox.stop();
  };
}

/**
 * The specs sign in as the demo lawyer and expect to see the chats they start. One spec invites a
 * second lawyer, which by default would narrow every lawyer to their own chats and the queue in
 * the middle of the run; the operator pins «Все юристы видят все чаты» on before any spec starts
 * (the narrowed rule has its API tests in server/modules/staff/visibility.test.ts).
 */
async function pinAllLawyersSeeAllChats(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...E2E_ADMIN, login_type: "executor" }),
  });
  if (!login.ok) throw new Error(`operator login answered ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const pinned = await fetch(`${origin}/api/executor/staff/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ all_lawyers_see_all_chats: true }),
  });
  if (!pinned.ok) throw new Error(`pinning the chat visibility answered ${pinned.status}`);
}
