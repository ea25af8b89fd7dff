import type { SetupProgress } from "../../domain/site-settings/first-run-setup.ts";
import type { SetupStepUpdate } from "../../domain/site-settings/first-run-setup-schemas.ts";
import { apiFetch } from "./client.ts";

/** The first-run setup's progress (issue 44 §3): which steps were saved or skipped. */
export const firstRunSetupApi = {
  get: (signal?: AbortSignal) => apiFetch<SetupProgress>("/executor/first-run-setup", { signal }),
  mark: (body: SetupStepUpdate) =>
    apiFetch<SetupProgress>("/executor/first-run-setup", { method: "PUT", body }),
};
