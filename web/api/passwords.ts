import type {
  PasswordChange,
  PasswordResetConfirm,
  PasswordResetRequest,
} from "../../domain/users/user-schemas.ts";
import { apiFetch } from "./client.ts";

/** The password outside the login form (issue 14 §2): «Забыли пароль?» and the change. */
export const passwordApi = {
  change: (body: PasswordChange) =>
    apiFetch<{ message: string }>("/auth/password", { method: "POST", body }),
  request: (body: PasswordResetRequest) =>
    apiFetch<{ message: string }>("/auth/password-reset", { method: "POST", body, auth: false }),
  confirm: (body: PasswordResetConfirm) =>
    apiFetch<{ message: string }>("/auth/password-reset/confirm", {
      method: "POST",
      body,
      auth: false,
    }),
};
