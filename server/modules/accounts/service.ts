import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import { russianMobileOf } from "../../../domain/phone-auth/phone-auth-schemas.ts";
import { OPERATOR_DEFAULT_NAME } from "../../../domain/staff/staff.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { passwordProblem } from "../../../domain/users/common-passwords.ts";
import type { LoginRequest, RegisterRequest, User } from "../../../domain/users/user-schemas.ts";
import { loginTypeOf } from "../../../domain/users/users.ts";
import { YANDEX_ID_TEXTS } from "../../../domain/yandex-id/yandex-id.ts";
import { endLinksOnPasswordSet } from "../../auth/account-links.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/password.ts";
import { phoneConfirmationDue } from "../../auth/route-policy.ts";
import { announceRevoked, deleteOtherSessions, type UserRow } from "../../auth/sessions.ts";
import { acceptedPasswordHash, setPassword } from "../../auth/set-password.ts";
import { type Config, ConfigError } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict, unauthorized } from "../../errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { adoptGuestChat } from "../chat/guest-adoption.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";
import { redeemPhoneToken } from "../phone/challenges.ts";
import { redeemYandexLink } from "../yandex-id/sign-ins.ts";

export function toApiUser(row: UserRow, config: Pick<Config, "PHONE_CONFIRMATION">): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    client_type: row.clientType,
    full_name: row.fullName,
    phone: row.phone,
    company_name: row.companyName,
    inn: row.inn,
    created_at: row.createdAt.toISOString(),
    second_factor_setup_required: row.secondFactorSetupDue,
    phone_confirmed: row.phoneConfirmedAt !== null,
    phone_confirmation_required: phoneConfirmationDue(row, config.PHONE_CONFIRMATION),
  };
}

/**
 * A new client account and, in the same transaction, their consent to the offer and the policy,
 * the guest chat they registered from (its id in `guest_chat_id`), which becomes theirs, and the
 * Yandex ID a registration begun there links (`yandex_link`).
 */
export async function registerClient(
  db: Db,
  input: RegisterRequest,
  origin: ConsentOrigin,
  phoneConfirmation: Config["PHONE_CONFIRMATION"],
  now: Date = new Date(),
): Promise<UserRow> {
  const passwordHash = await acceptedPasswordHash(input.password, [input.email, input.full_name]);
  if (phoneConfirmation === "required" && (!input.phone || !input.phone_token)) {
    throw badRequest(PHONE_AUTH_TEXTS.confirmRequired);
  }
  try {
    return await db.transaction(async (tx) => {
      // The number proven by its code (issue 45 §2), spent with the registration: should the
      // account not be made (an e-mail taken), the proof stays good for another try.
      const confirmed = input.phone_token
        ? await redeemPhoneToken(tx, input.phone_token, ["register", "confirm"], now)
        : null;
      if (input.phone_token && (!confirmed || confirmed !== input.phone)) {
        throw badRequest(
          confirmed ? PHONE_AUTH_TEXTS.confirmRequired : PHONE_AUTH_TEXTS.tokenInvalid,
        );
      }
      const yandexId = input.yandex_link
        ? await redeemYandexLink(tx, input.yandex_link, now)
        : null;
      if (input.yandex_link && !yandexId) throw badRequest(YANDEX_ID_TEXTS.linkInvalid);
      const row = one(
        await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            fullName: input.full_name,
            phone: input.phone ?? null,
            phoneConfirmedAt: confirmed ? now : null,
            yandexId,
            role: "client",
            clientType: input.client_type,
          })
          .returning(),
      );
      await recordConsent(tx, {
        context: "registration",
        origin,
        shown: {
          offer_version: input.offer_version,
          privacy_policy_version: input.privacy_policy_version,
        },
        userId: row.id,
        person: { name: row.fullName, email: row.email },
      });
      await adoptGuestChat(tx, input.guest_chat_id, row.id, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_confirmed_phone_key")) {
      throw conflict(PHONE_AUTH_TEXTS.phoneTaken);
    }
    if (isUniqueViolation(error, "users_yandex_id_key")) {
      throw conflict(YANDEX_ID_TEXTS.yandexTaken);
    }
    if (isUniqueViolation(error)) throw conflict(AUTH_TEXTS.emailTaken);
    throw error;
  }
}

/** Checks e-mail, password and that the chosen login type is the account's own. */
export async function authenticate(db: Db, input: LoginRequest): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    await verifyAgainstDummy(input.password);
    throw unauthorized(AUTH_TEXTS.wrongCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw unauthorized(AUTH_TEXTS.wrongCredentials);
  }
  // Said only to whoever knows the password: a switched-off account is no secret from its owner.
  if (row.disabledAt) throw unauthorized(AUTH_TEXTS.accountDisabled);
  const accountType = loginTypeOf({ role: row.role, client_type: row.clientType });
  if (accountType !== input.login_type) {
    throw unauthorized(AUTH_TEXTS.wrongLoginType[accountType]);
  }
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type OperatorAccountResult =
  | { action: "configured"; email: string }
  | { action: "generated"; email: string; password: string }
  | { action: "exists" };

/** Must pass the login form's e-mail check, so a real-looking domain under .local. */
export const GENERATED_ADMIN_EMAIL = "admin@site.local";

/**
 * Start-up refuses an ADMIN_EMAIL of a client's or an executor's account: promoting it would hand
 * the admin role to whoever controls that account (issue 27 §1). Russian and English, since the
 * operator reads it in the start-up log.
 */
export const operatorEmailTakenMessage = (email: string) =>
  `ADMIN_EMAIL=${email} — адрес существующего аккаунта, который не является администратором; ` +
  "сервис не делает его администратором. Укажите в ADMIN_EMAIL другой адрес.\n" +
  `ADMIN_EMAIL=${email} belongs to an existing account that is not an admin; start-up never ` +
  "promotes it. Set ADMIN_EMAIL to another address.";

/**
 * The operator account (issue 2): ADMIN_EMAIL/ADMIN_PASSWORD create or update an admin at start;
 * without them, and with no admin yet, one is created with a random password shown once. A
 * changed ADMIN_PASSWORD is a password set (setPassword: the admin's sessions and links end); the
 * same one keeps them, so a restart does not sign the operator out. A common ADMIN_PASSWORD, or
 * an ADMIN_EMAIL of a non-admin account, stops the start. When ADMIN_EMAIL names another address
 * than before, the former operator accounts are switched off (decision 036).
 */
export async function ensureOperatorAccount(
  db: Db,
  configured: { email?: string; password?: string; phone?: string },
  events?: EventBus,
): Promise<OperatorAccountResult> {
  if (configured.email && configured.password) {
    const email = configured.email.trim().toLowerCase();
    const password = configured.password;
    const problem = await passwordProblem(password, [email]);
    // The operator reads this in the start-up log: it may name the setting, no user page shows it.
    if (problem) throw new ConfigError(`ADMIN_PASSWORD не подходит: ${problem}`);
    const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing && existing.role !== "admin") {
      throw new ConfigError(operatorEmailTakenMessage(email));
    }
    if (!existing) {
      await db.insert(users).values({
        email,
        passwordHash: await hashPassword(password),
        fullName: OPERATOR_DEFAULT_NAME,
        role: "admin",
        clientType: null,
        isOperator: true,
      });
    } else {
      if (existing.disabledAt || !existing.isOperator) {
        await db
          .update(users)
          .set({ disabledAt: null, isOperator: true })
          .where(eq(users.id, existing.id));
      }
      if (!(await verifyPassword(existing.passwordHash, password))) {
        await setPassword(db, events, existing, password);
      }
    }
    await switchOffFormerOperators(db, events, email);
    if (configured.phone) await setOperatorPhone(db, email, configured.phone);
    return { action: "configured", email };
  }
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .limit(1);
  if (admin) return { action: "exists" };
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  // A generated account switched off by an earlier ADMIN_EMAIL comes back with the new password.
  const [made] = await db
    .insert(users)
    .values({
      email: GENERATED_ADMIN_EMAIL,
      passwordHash,
      fullName: OPERATOR_DEFAULT_NAME,
      role: "admin",
      clientType: null,
      isOperator: true,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, disabledAt: null, isOperator: true, updatedAt: new Date() },
      setWhere: eq(users.role, "admin"),
    })
    .returning({ id: users.id });
  if (!made) {
    throw new ConfigError(
      `${GENERATED_ADMIN_EMAIL} — адрес клиентского аккаунта: задайте ADMIN_EMAIL и ADMIN_PASSWORD.\n` +
        `${GENERATED_ADMIN_EMAIL} belongs to a non-admin account: set ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  }
  return { action: "generated", email: GENERATED_ADMIN_EMAIL, password };
}

/**
 * ADMIN_PHONE, like ADMIN_PASSWORD, is set at every start and counts as confirmed (the operator
 * vouches for it in the server's own configuration). A number another account has confirmed stops
 * the start: two accounts must not share the key that signs in and signs documents.
 */
async function setOperatorPhone(db: Db, email: string, given: string): Promise<void> {
  const phone = russianMobileOf(given);
  if (!phone) throw new ConfigError("ADMIN_PHONE: российский номер мобильного телефона");
  try {
    await db
      .update(users)
      .set({ phone, phoneConfirmedAt: sql`coalesce(${users.phoneConfirmedAt}, now())` })
      .where(
        and(
          eq(users.email, email),
          or(ne(users.phone, phone), isNull(users.phone), isNull(users.phoneConfirmedAt)),
        ),
      );
  } catch (error) {
    if (!isUniqueViolation(error, "users_confirmed_phone_key")) throw error;
    throw new ConfigError(
      `ADMIN_PHONE=${phone} подтверждён в другой учётной записи; укажите номер оператора.\n` +
        `ADMIN_PHONE=${phone} is the confirmed number of another account; set the operator's own.`,
    );
  }
}

/**
 * Every other operator account (ADMIN_EMAIL named it before, or it was generated) is a former
 * one: switched off, not deleted (its audit entries and answers stay attributed), its sessions
 * deleted and announced so open streams end on every instance. Administrators invited in
 * «Сотрудники» are not operators: they stay.
 */
async function switchOffFormerOperators(
  db: Db,
  events: EventBus | undefined,
  operatorEmail: string,
): Promise<void> {
  const revoked = await db.transaction(async (tx) => {
    const former = await tx
      .update(users)
      .set({ disabledAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(users.role, "admin"),
          eq(users.isOperator, true),
          ne(users.email, operatorEmail),
          isNull(users.disabledAt),
        ),
      )
      .returning({ id: users.id });
    const hashes: string[] = [];
    for (const { id } of former) {
      await endLinksOnPasswordSet(tx, id);
      hashes.push(...(await deleteOtherSessions(tx, id)));
    }
    return hashes;
  });
  await announceRevoked(events, revoked);
}
