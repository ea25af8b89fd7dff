import type {
  PasswordResetConfirm,
  PasswordResetRequest,
} from "../../domain/users/user-schemas.ts";
import { apiFetch } from "./client.ts";

/** «Забыли пароль?» (issue 14 §2). */
export const passwordResetApi = {
  request: (body: PasswordResetRequest) =>
    apiFetch<{ message: string }>("/auth/password-reset", { method: "POST", body, auth: false }),
  confirm: (body: PasswordResetConfirm) =>
    apiFetch<{ message: string }>("/auth/password-reset/confirm", {
      method: "POST",
      body,
      auth: false,
    }),
};
