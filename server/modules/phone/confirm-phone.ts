import { eq } from "drizzle-orm";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { redeemPhoneToken } from "./challenges.ts";

/**
 * The number a `phone_token` proves becomes the account's confirmed number (issue 45 §2): an
 * account made before the law's identification confirms one, or one changes its number (the
 * policy asks that of a fresh re-authentication). One account per confirmed number.
 */
export async function confirmAccountPhone(
  db: Db,
  user: UserRow,
  phoneToken: string,
  now: Date = new Date(),
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const phone = await redeemPhoneToken(tx, phoneToken, ["confirm", "register"], now);
      if (!phone) throw badRequest(PHONE_AUTH_TEXTS.tokenInvalid);
      return one(
        await tx
          .update(users)
          .set({ phone, phoneConfirmedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning(),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_confirmed_phone_key")) {
      throw conflict(PHONE_AUTH_TEXTS.phoneTaken);
    }
    throw error;
  }
}
