/** The first-run setup's progress API (issue 44 §3). The web imports only types from here. */
import { z } from "zod";
import { SETUP_STEP_STATES, SETUP_STEPS, type SetupProgress } from "./first-run-setup.ts";
import { FIRST_RUN_SETUP_TEXTS as T } from "./first-run-setup-texts.ts";

const state = z.enum(SETUP_STEP_STATES).nullable();

/** GET and PUT /api/executor/first-run-setup. */
export const setupProgressSchema = z.object({
  company: state,
  contacts: state,
  payment: state,
}) satisfies z.ZodType<SetupProgress>;

/** One step marked done or skipped. */
export const setupStepUpdateSchema = z.object({
  step: z.enum(SETUP_STEPS, { error: T.stepInvalid }),
  state: z.enum(SETUP_STEP_STATES, { error: T.stepInvalid }),
});
export type SetupStepUpdate = z.infer<typeof setupStepUpdateSchema>;
