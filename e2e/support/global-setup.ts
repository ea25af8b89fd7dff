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
  return async () => {
    await app.stop();
    await mailbox.stop();
  };
}
