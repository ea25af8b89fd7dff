import { createHash, randomBytes } from "node:crypto";
import { emailChangeTokens, passwordResetTokens } from "../../db/schema/mail.ts";
import { staffInvitations } from "../../db/schema/users.ts";
import { linkTokenHash, newLinkToken } from "../../modules/accounts/link-token.ts";
import { unsubscribeKey, unsubscribeLinks } from "../../modules/mail/unsubscribe.ts";
import { uniqueEmail } from "../fixtures.ts";
import {
  confirmedPhone,
  phoneToken,
  startPhoneChallenge,
  uniqueMobile,
} from "../phone-fixtures.ts";
import type { Requests } from "./call.ts";
import * as fresh from "./fresh.ts";
import type { World } from "./world.ts";

const NEW_PASSWORD = "Другой-пароль-2026";

/**
 * An unused invitation of the administrator's to a fresh address, straight in the database; its
 * link's token too (an invitation whose sender is switched off no longer works).
 */
async function storedInvitation(w: World) {
  const token = newLinkToken();
  const [row] = await w.t.db
    .insert(staffInvitations)
    .values({
      email: uniqueEmail("matrix-staff"),
      fullName: "Новый Юрист",
      role: "executor",
      tokenHash: linkTokenHash(token),
      invitedByUserId: w.accounts.admin.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: staffInvitations.id });
  return { id: row!.id, token };
}

/** Accounts, mail settings, notifications and the clients of the back office. */
export const ACCOUNT_REQUESTS: Requests = {
  "POST /api/executor/staff/invitations": () => ({
    payload: { email: uniqueEmail("matrix-invite"), full_name: "Новый Юрист", role: "executor" },
  }),
  "DELETE /api/executor/staff/invitations/{id}": async (w) => ({
    params: { id: (await storedInvitation(w)).id },
  }),
  // A lawyer of the test's own, switched off (nobody else's account is touched, and the
  // lawyer takes no chat: every chat of the matrix stays the demo executor's).
  "PUT /api/executor/staff/{id}": async (w) => ({
    params: { id: (await w.throwaway("executor"))!.id },
    payload: { is_active: false },
  }),
  // Taking chats as before: nothing moves, so every chat stays where the matrix expects it.
  "PUT /api/executor/profile": () => ({ payload: { accepts_chats: true } }),
  "PUT /api/executor/first-run-setup": () => ({ payload: { step: "payment", state: "done" } }),
  // Handed to the lawyer it already has: the chat stays where the matrix expects it.
  "PUT /api/executor/chat-sessions/{id}/assignee": (w) => ({
    params: { id: w.chatA.id },
    payload: { user_id: w.accounts.executor.id },
  }),
  "PUT /api/executor/chat-sessions/{id}/viewing": (w) => ({ params: { id: w.chatA.id } }),
  "DELETE /api/executor/chat-sessions/{id}/viewing": (w) => ({ params: { id: w.chatA.id } }),
  // Back to the default, which the matrix's two lawyers keep off.
  "PUT /api/executor/staff/settings": () => ({ payload: { all_lawyers_see_all_chats: null } }),
  "POST /api/staff/invitations/accept": async (w) => ({
    payload: { token: (await storedInvitation(w)).token, password: NEW_PASSWORD },
  }),
  "POST /api/auth/register": async (w) => ({
    payload: {
      email: uniqueEmail("matrix"),
      password: "secret-password",
      full_name: "Новый Клиент",
      client_type: "individual",
      agree_to_terms: true,
      ...(await confirmedPhone(w.t.app)),
    },
  }),
  "POST /api/auth/login": (w) => ({
    payload: {
      email: w.accounts.clientA.email,
      password: w.accounts.clientA.password,
      login_type: "individual",
    },
  }),
  // Calls that end or erase the account they are made with get an account of their own.
  "DELETE /api/auth/me": async (w, actor) => {
    const account = await w.throwaway(actor);
    return { token: account?.token ?? null, payload: { password: account?.password ?? "x" } };
  },
  "POST /api/auth/logout": async (w, actor) => ({
    token: (await w.throwaway(actor))?.token ?? null,
  }),
  "POST /api/auth/password": async (w, actor) => {
    const account = await w.throwaway(actor);
    return {
      token: account?.token ?? null,
      payload: { current_password: account?.password ?? "x", new_password: NEW_PASSWORD },
    };
  },
  "POST /api/auth/phone/start": () => ({
    payload: { phone: uniqueMobile(), purpose: "register" },
  }),
  "POST /api/auth/phone/verify": async (w) => {
    const { challengeId, code } = await startPhoneChallenge(w.t.app, uniqueMobile(), "register");
    return { payload: { challenge_id: challengeId, code } };
  },
  // A confirmed number is changed with the account's password (the re-authentication rule).
  "POST /api/auth/phone/confirm": async (w, actor) => {
    const account = await w.throwaway(actor);
    return {
      token: account?.token ?? null,
      payload: {
        phone_token: await phoneToken(w.t.app, uniqueMobile(), "confirm"),
        current_password: account?.password ?? "x",
      },
    };
  },
  "POST /api/auth/password-reset": (w) => ({ payload: { email: w.accounts.clientA.email } }),
  "POST /api/auth/password-reset/confirm": async (w) => {
    const account = (await w.throwaway("clientB"))!;
    const token = randomBytes(32).toString("base64url");
    await w.t.db.insert(passwordResetTokens).values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      userId: account.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { payload: { token, password: NEW_PASSWORD } };
  },
  // Asking changes nothing yet: the actor's own account will do.
  "POST /api/auth/email-change": (w, actor) => ({
    payload: {
      new_email: uniqueEmail("matrix-new"),
      current_password: actor === "anonymous" ? "x" : w.accounts[actor].password,
    },
  }),
  "POST /api/auth/email-change/confirm": async (w) => {
    const account = (await w.throwaway("clientB"))!;
    const token = newLinkToken();
    await w.t.db.insert(emailChangeTokens).values({
      tokenHash: linkTokenHash(token),
      userId: account.id,
      newEmail: uniqueEmail("matrix-moved"),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { payload: { token } };
  },
  "PUT /api/auth/me/notifications": () => ({ payload: {} }),
  "POST /api/notifications/read": () => ({ payload: {} }),
  "POST /api/mail/unsubscribe": async (w) => {
    const { oneClick } = unsubscribeLinks(
      await unsubscribeKey(w.t.db),
      w.app.config.publicUrl,
      w.accounts.clientB.email,
      "messages",
    );
    return { query: Object.fromEntries(new URL(oneClick).searchParams) };
  },
  "DELETE /api/clients/{id}": async (w) => ({ params: { id: await fresh.clientOfExecutor(w) } }),
  "POST /api/auth/reauthenticate": (w, actor) => ({
    payload: { password: actor === "anonymous" ? "x" : w.accounts[actor].password },
  }),
};
