import type {
  RecoveryCodes,
  SecondFactorConfirm,
  SecondFactorDisable,
  SecondFactorSetup,
  SecondFactorSetupRequest,
  SecondFactorStatus,
  Session,
  SessionsEnded,
} from "../../domain/users/second-factor-schemas.ts";
import { apiFetch } from "./client.ts";

/** The staff second factor and the account's sessions (issue 27 §5). */
export const secondFactorApi = {
  status: () => apiFetch<SecondFactorStatus>("/auth/second-factor"),
  setup: (body: SecondFactorSetupRequest) =>
    apiFetch<SecondFactorSetup>("/auth/second-factor/setup", { method: "POST", body }),
  confirm: (body: SecondFactorConfirm) =>
    apiFetch<RecoveryCodes>("/auth/second-factor/confirm", { method: "POST", body }),
  disable: (body: SecondFactorDisable) =>
    apiFetch<{ message: string }>("/auth/second-factor/disable", { method: "POST", body }),
  /** Ten new recovery codes in place of the old ones: the password and a code, as to turn off. */
  renewRecoveryCodes: (body: SecondFactorDisable) =>
    apiFetch<RecoveryCodes>("/auth/second-factor/recovery-codes", { method: "POST", body }),
};

export const sessionsApi = {
  list: () => apiFetch<Session[]>("/auth/sessions"),
  end: (id: number) => apiFetch<SessionsEnded>(`/auth/sessions/${id}`, { method: "DELETE" }),
  endOthers: () => apiFetch<SessionsEnded>("/auth/sessions/end-others", { method: "POST" }),
};
