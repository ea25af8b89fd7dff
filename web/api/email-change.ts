import type {
  EmailChangeConfirm,
  EmailChanged,
  EmailChangeRequest,
} from "../../domain/users/user-schemas.ts";
import { apiFetch } from "./client.ts";

/** «Смена e-mail» (issue 14 §2): asked for in the profile, confirmed from the new inbox. */
export const emailChangeApi = {
  request: (body: EmailChangeRequest) =>
    apiFetch<{ message: string }>("/auth/email-change", { method: "POST", body }),
  confirm: (body: EmailChangeConfirm) =>
    apiFetch<EmailChanged>("/auth/email-change/confirm", { method: "POST", body, auth: false }),
};
