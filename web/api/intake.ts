/** Intake forms (issue 31 §1): read when a chat starts, built in the executor's services tab. */

import type { IntakeField } from "../../domain/intake/intake.ts";
import type { IntakeForm } from "../../domain/intake/intake-schemas.ts";
import { apiFetch } from "./client.ts";

export type { IntakeForm };

export const intakeApi = {
  form: (serviceId: string, signal?: AbortSignal) =>
    apiFetch<IntakeForm>(`/services/${encodeURIComponent(serviceId)}/intake`, {
      auth: false,
      signal,
    }),
  save: (serviceId: number, fields: IntakeField[]) =>
    apiFetch<IntakeForm>(`/executor/services/${serviceId}/intake`, {
      method: "PUT",
      body: { fields },
    }),
};
