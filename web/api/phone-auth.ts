import type {
  PhoneChallenge,
  PhoneStartRequest,
} from "../../domain/phone-auth/phone-auth-schemas.ts";
import type { SecondFactorChallenge } from "../../domain/users/second-factor-schemas.ts";
import type { AuthResponse, User } from "../../domain/users/user-schemas.ts";
import { apiFetch } from "./client.ts";

/** What a right code answers: a session (sign-in), its second step, or the number's proof. */
export type PhoneVerifyAnswer = AuthResponse | SecondFactorChallenge | { phone_token: string };

/** Numbers confirmed by a code from an SMS (issue 45 §1–§2). */
export const phoneAuthApi = {
  start: (body: PhoneStartRequest) =>
    apiFetch<PhoneChallenge>("/auth/phone/start", { method: "POST", body, auth: false }),
  verify: (challengeId: string, code: string) =>
    apiFetch<PhoneVerifyAnswer>("/auth/phone/verify", {
      method: "POST",
      body: { challenge_id: challengeId, code },
      auth: false,
    }),
  /** The proven number becomes the signed-in account's (a fresh password when it replaces one). */
  confirm: (phoneToken: string) =>
    apiFetch<User>("/auth/phone/confirm", { method: "POST", body: { phone_token: phoneToken } }),
};
