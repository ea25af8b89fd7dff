import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_WINDOW_MINUTES,
  REAUTHENTICATION_TEXTS as T,
} from "../../domain/access/reauthentication.ts";
import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS } from "../../domain/users/second-factor.ts";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema/users.ts";
import { AppError, badRequest } from "../errors.ts";
import { type LoginAttempts, loginAttempts } from "./login-attempts.ts";
import { verifyPassword } from "./password.ts";
import {
  hasSecondFactor,
  isSecondFactorCode,
  spendSecondFactorCode,
} from "./second-factor/second-factor.ts";
import { secondFactorKey } from "./second-factor/secret-box.ts";
import type { UserRow } from "./sessions.ts";

/**
 * A recent re-authentication, "sudo mode" (issue 43 §1, docs/decisions/049): the password, and
 * the second factor's code when it is on, proven on this session opens a window of
 * REAUTHENTICATION_WINDOW_MINUTES in which what grants power or moves money may run. A sign-in
 * opens none: a stolen token alone never suffices.
 */

export interface IdentityProof {
  password: string;
  code?: string | null | undefined;
  /** What a wrong password is called: «Неверный пароль» in the dialog, the form's own text. */
  wrongPassword?: string;
}

export interface ProofDeps {
  db: Db;
  /** The key the second factor's secrets are sealed with (secret-box.ts). */
  secondFactorKey(): Promise<Buffer>;
  /** Wrong passwords and codes count against the login's limit: guessing costs the same here. */
  attempts: LoginAttempts;
}

const proofDepsByApp = new WeakMap<FastifyInstance, ProofDeps>();

/**
 * The proof checker of an app instance, made on first use (the login's limiter exists only once
 * the rate-limit plugin does): the policy hook's and `POST /api/auth/reauthenticate`'s count the
 * same attempts, in the same store as the login.
 */
export function proofDepsOf(app: FastifyInstance): ProofDeps {
  let deps = proofDepsByApp.get(app);
  if (!deps) {
    deps = {
      db: app.db,
      secondFactorKey: () => secondFactorKey(app.db, app.config.SECOND_FACTOR_KEY),
      attempts: loginAttempts(app),
    };
    proofDepsByApp.set(app, deps);
  }
  return deps;
}

/** The 403 a screen answers with its password dialog (and retries the call). */
export async function reauthenticationRequired(db: Db, user: UserRow): Promise<AppError> {
  const withCode = await hasSecondFactor(db, user.id);
  return new AppError(403, withCode ? T.requiredWithCode : T.required, REAUTHENTICATION_REQUIRED);
}

/**
 * Checks a proof of `user`: a wrong password or code is a 400 (and an attempt counted); the right
 * password without the code an account with a second factor needs is `code-missing`; otherwise
 * `proven` (the code, if any, is used up and cannot be replayed). `codeProven`: the session's open
 * window already stands for the code: a code the request carries must still be a right one, but
 * may be the one the form used the first time (it is not spent again).
 */
export async function checkProof(
  deps: ProofDeps,
  request: FastifyRequest,
  user: UserRow,
  proof: IdentityProof,
  codeProven = false,
): Promise<"proven" | "code-missing"> {
  await deps.attempts.check(request);
  if (!(await verifyPassword(user.passwordHash, proof.password))) {
    await deps.attempts.count(request);
    throw badRequest(proof.wrongPassword ?? T.wrongPassword);
  }
  if (!(await hasSecondFactor(deps.db, user.id))) return "proven";
  if (codeProven) {
    const key = await deps.secondFactorKey();
    if (proof.code && !(await isSecondFactorCode(deps.db, key, user.id, proof.code))) {
      await deps.attempts.count(request);
      throw badRequest(SECOND_FACTOR_TEXTS.wrongCode);
    }
    return "proven";
  }
  if (!proof.code) return "code-missing";
  if (!(await spendSecondFactorCode(deps.db, await deps.secondFactorKey(), user.id, proof.code))) {
    await deps.attempts.count(request);
    throw badRequest(SECOND_FACTOR_TEXTS.wrongCode);
  }
  return "proven";
}

/** Opens (or extends) the window on the request's session; returns its end. */
export async function openReauthenticationWindow(
  db: Db,
  request: FastifyRequest,
  now = new Date(),
): Promise<Date> {
  const until = new Date(now.getTime() + REAUTHENTICATION_WINDOW_MINUTES * 60_000);
  if (request.sessionId === null) throw new Error("a re-authentication needs a session");
  await db
    .update(sessions)
    .set({ reauthenticatedUntil: until })
    .where(eq(sessions.id, request.sessionId));
  request.reauthenticatedUntil = until;
  return until;
}

export const reauthenticatedNow = (request: FastifyRequest, now = new Date()): boolean =>
  request.reauthenticatedUntil !== null && request.reauthenticatedUntil > now;

/**
 * What a body may carry as its own proof: the forms that always asked for the current password
 * (and the code) — a password change, «Оплата», turning the second factor off — keep asking, and
 * their proof counts as a re-authentication.
 */
export function proofCarriedBy(body: unknown): IdentityProof | null {
  if (typeof body !== "object" || body === null) return null;
  const { current_password: password, code } = body as Record<string, unknown>;
  if (typeof password !== "string" || password === "") return null;
  return {
    password,
    code: typeof code === "string" ? code : null,
    wrongPassword: AUTH_TEXTS.currentPasswordWrong,
  };
}

/**
 * The policy hook's check of an operation on the list: the session's window must be open, or the
 * request must carry its own proof (which then opens it). A password the request carries is
 * checked even inside the window: a form that asks for it never lets a wrong one through.
 */
export async function requireRecentReauthentication(
  deps: ProofDeps,
  request: FastifyRequest,
  user: UserRow,
): Promise<void> {
  const open = reauthenticatedNow(request);
  const carried = proofCarriedBy(request.body);
  if (carried && (await checkProof(deps, request, user, carried, open)) === "proven") {
    if (!open) await openReauthenticationWindow(deps.db, request);
    return;
  }
  if (open) return;
  throw await reauthenticationRequired(deps.db, user);
}
