import { randomBytes } from "node:crypto";
import { hashToken } from "../../auth/sessions.ts";

/**
 * The single-use token of a mailed link (password reset, e-mail change): 256 random bits as
 * base64url. Only its SHA-256 is stored, so a leaked table opens nothing.
 */
export const newLinkToken = () => randomBytes(32).toString("base64url");
export const linkTokenHash = hashToken;
/** Anything but the shape newLinkToken makes is refused without a query. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
