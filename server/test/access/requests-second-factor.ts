import { and, eq } from "drizzle-orm";
import { newRecoveryCode, recoveryCodeHash } from "../../auth/second-factor/codes.ts";
import { openLoginChallenge } from "../../auth/second-factor/login-challenge.ts";
import { hashToken } from "../../auth/sessions.ts";
import { recoveryCodes, secondFactors } from "../../db/schema/second-factor.ts";
import { sessions } from "../../db/schema/users.ts";
import { loginAs } from "../fixtures.ts";
import { totpCode, turnOnSecondFactor } from "../staff-fixtures.ts";
import type { Requests } from "./call.ts";

const isStaff = (actor: string) =>
  actor === "executor" || actor === "admin" || actor === "colleague";

/** The password and a right code of an account of its own whose factor is on (staff). */
const passwordAndCode: Requests[string] = async (w, actor) => {
  const account = await w.throwaway(actor);
  if (!account || !isStaff(actor)) {
    return {
      token: account?.token ?? null,
      payload: { current_password: account?.password ?? "x", code: "123456" },
    };
  }
  const { secret } = await turnOnSecondFactor(w.t, account);
  return {
    token: account.token,
    payload: { current_password: account.password, code: await totpCode(secret, 1) },
  };
};

/** The staff second factor and the account's sessions (issue 27 §5). */
export const SECOND_FACTOR_REQUESTS: Requests = {
  // The challenge is the key: each call gets one of a fresh account with a recovery code.
  "POST /api/auth/login/second-factor": async (w) => {
    const account = (await w.throwaway("executor"))!;
    const code = newRecoveryCode();
    await w.t.db
      .insert(secondFactors)
      .values({ userId: account.id, secretCiphertext: "unused", enabledAt: new Date() });
    await w.t.db
      .insert(recoveryCodes)
      .values({ userId: account.id, codeHash: recoveryCodeHash(code) });
    const { challenge } = await openLoginChallenge(w.t.db, account.id);
    return { token: null, payload: { challenge, code } };
  },
  "POST /api/auth/second-factor/setup": (w, actor) => ({
    payload: { current_password: actor === "anonymous" ? "x" : w.accounts[actor].password },
  }),
  // A set-up of an account of its own, so the code is right for staff.
  "POST /api/auth/second-factor/confirm": async (w, actor) => {
    const account = await w.throwaway(actor);
    if (!account || !isStaff(actor))
      return { token: account?.token ?? null, payload: { code: "123456" } };
    const setup = await w.app.inject({
      method: "POST",
      url: "/api/auth/second-factor/setup",
      headers: { authorization: `Bearer ${account.token}` },
      payload: { current_password: account.password },
    });
    return { token: account.token, payload: { code: await totpCode(setup.json().secret) } };
  },
  "POST /api/auth/second-factor/disable": passwordAndCode,
  "POST /api/auth/second-factor/recovery-codes": passwordAndCode,
  "POST /api/auth/sessions/end-others": async (w, actor) => ({
    token: (await w.throwaway(actor))?.token ?? null,
  }),
  // A fresh session of clientA's: only clientA may end it.
  "DELETE /api/auth/sessions/{id}": async (w) => {
    const { email, password } = w.accounts.clientA;
    const token = await loginAs(w.app, email, password, "individual");
    const [row] = await w.t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token))));
    return { params: { id: row!.id } };
  },
};
