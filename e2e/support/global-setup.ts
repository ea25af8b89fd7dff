import { existsSync } from "node:fs";
import path from "node:path";
import { everyDay } from "../../domain/office-hours/office-hours.ts";
import type { SiteSettings } from "../../domain/site-settings/site-settings.ts";
import { startAppProcess } from "../../scripts/app-process.ts";
import { E2E_ADMIN, E2E_ADMIN_PHONE } from "./accounts.ts";
import { startMailbox } from "./mailbox.ts";
import { E2E_MANUAL_TRANSFER } from "./payments.ts";
import { E2E_SMS_RESEND_AFTER_SECONDS, startSmsGateway } from "./sms.ts";
import { startYandexId } from "./yandex-id.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts the built app on the embedded database in a fresh data directory. */
export default async function globalSetup() {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error('The SPA is not built: run "npm run build" before the e2e specs.');
  }
  const mailbox = await startMailbox();
  process.env.E2E_MAIL_DIR = mailbox.dir;
  const sms = await startSmsGateway();
  process.env.E2E_SMS_DIR = sms.dir;
  const yandex = await startYandexId();
  process.env.E2E_YANDEX_ID_URL = yandex.url;
  // The gateway of every app of the run: the specs that start an app of their own (a fresh
  // install, a firm's team) inherit it, and their codes land where smsTo() reads them.
  Object.assign(process.env, {
    SMS_PROVIDER: "smsru",
    SMS_RU_API_ID: sms.apiId,
    SMS_RU_API_URL: sms.url,
    // Every spec asks for codes from one address, and the run for hundreds in all.
    SMS_IP_HOURLY_LIMIT: "100000",
    SMS_DAILY_LIMIT: "100000",
    SMS_RESEND_AFTER_SECONDS: String(E2E_SMS_RESEND_AFTER_SECONDS),
  });
  const app = await startAppProcess({
    output: "inherit",
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_PHONE: E2E_ADMIN_PHONE,
      AUTH_RATE_LIMIT_MAX: "200",
      GUEST_CHAT_RATE_LIMIT_MAX: "200",
      PAYMENT_MANUAL_CARD: E2E_MANUAL_TRANSFER.card,
      PAYMENT_MANUAL_PHONE: E2E_MANUAL_TRANSFER.phone,
      PAYMENT_MANUAL_RECIPIENT: E2E_MANUAL_TRANSFER.recipient,
      SMTP_URL: mailbox.url,
      SMS_PROVIDER: "smsru",
      SMS_RU_API_ID: sms.apiId,
      SMS_RU_API_URL: sms.url,
      // Every spec asks for codes from one address, and the run for hundreds in all.
      SMS_IP_HOURLY_LIMIT: "100000",
      SMS_DAILY_LIMIT: "100000",
      SMS_RESEND_AFTER_SECONDS: String(E2E_SMS_RESEND_AFTER_SECONDS),
      // Sign-in with Yandex ID against the run's local fake of Yandex OAuth and its ID API.
      YANDEX_ID_CLIENT_ID: yandex.clientId,
      YANDEX_ID_CLIENT_SECRET: yandex.clientSecret,
      YANDEX_ID_OAUTH_URL: yandex.url,
      YANDEX_ID_LOGIN_URL: yandex.url,
    },
  });
  process.env.E2E_BASE_URL = app.origin;
  await pinTeamAndHours(app.origin);
  return async () => {
    await app.stop();
    await mailbox.stop();
    await sms.close();
    await yandex.close();
  };
}

/**
 * Two things every spec relies on, pinned by the operator before any spec starts:
 * - «Все юристы видят все чаты» on. The specs sign in as the demo lawyer and expect to see the
 *   chats they start; one spec invites a second lawyer, which by default would narrow every
 *   lawyer to their own chats and the queue in the middle of the run (the narrowed rule has its
 *   API tests in server/modules/staff/visibility.test.ts).
 * - Office hours around the clock. The suite runs at any hour, and a closed firm answers a
 *   client's first message automatically (client-writes-on-a-holiday.spec.ts has an app of its
 *   own for that).
 */
async function pinTeamAndHours(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...E2E_ADMIN, login_type: "executor" }),
  });
  if (!login.ok) throw new Error(`operator login answered ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { "content-type": "application/json", authorization: `Bearer ${access_token}` };
  // The staff settings need a fresh proof of identity (decision 049).
  const proven = await fetch(`${origin}/api/auth/reauthenticate`, {
    method: "POST",
    headers,
    body: JSON.stringify({ password: E2E_ADMIN.password }),
  });
  if (!proven.ok) throw new Error(`the operator's re-authentication answered ${proven.status}`);
  const pinned = await fetch(`${origin}/api/executor/staff/settings`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ all_lawyers_see_all_chats: true }),
  });
  if (!pinned.ok) throw new Error(`pinning the chat visibility answered ${pinned.status}`);
  const settings = (await (await fetch(`${origin}/api/site-settings`)).json()) as SiteSettings;
  const week = everyDay([{ from: "00:00", to: "24:00" }]);
  const hours = await fetch(`${origin}/api/site-settings`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...settings, office_hours: { ...settings.office_hours, week } }),
  });
  if (!hours.ok) throw new Error(`opening around the clock answered ${hours.status}`);
}
