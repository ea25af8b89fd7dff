import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";

/** RFC 6238 as authenticator apps expect it: SHA-1, six digits, 30-second steps. */
const TOTP_CODE = /^\d{6}$/;

export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// address, listed in the app under `issuer` (the site's name). */
export const totpUri = (secret: string, email: string, issuer: string) =>
  generateURI({ issuer, label: email, secret });

/** Is this what a person types from an authenticator (spaces allowed: «123 456»)? */
export function asTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, "");
  return TOTP_CODE.test(code) ? code : null;
}

/**
 * The time step of a right code, or null. One step either side is accepted (a phone's clock
 * drifts and typing takes time); `afterTimeStep` refuses the step of the last code used and
 * everything before it, so a seen code cannot be replayed.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  }).catch(() => null);
  // The functional API's result type covers HOTP too, which has no time step.
  return result?.valid && "timeStep" in result ? result.timeStep : null;
}

/** No 0/O, 1/I: the codes are copied by hand from paper sometimes. */
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/** 16 characters of a 32-letter alphabet: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_GROUPS }, () =>
    Array.from(
      { length: RECOVERY_GROUP_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join(""),
  );
  return groups.join("-");
}

/**
 * What is stored of a recovery code: SHA-256 of its letters, case, spaces and dashes aside. 80
 * random bits need no slow hash (there is no dictionary to try), unlike a password.
 */
export function recoveryCodeHash(input: string): string {
  const letters = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return createHash("sha256").update(letters).digest("hex");
}
