/**
 * The first-run setup's progress (issue 44 §3): each step is done (saved), skipped outright, or
 * not yet opened. «Обзор» offers «Продолжить настройку» until every step is one of the first two,
 * not only while the company's details are missing: a setup left after its first step still has
 * its contacts and payment ahead. Kept on the server, so every administrator and browser agrees.
 */

export const SETUP_STEPS = ["company", "contacts", "payment"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_STEP_STATES = ["done", "skipped"] as const;
export type SetupStepState = (typeof SETUP_STEP_STATES)[number];

/** Each step's state; null while it has been neither completed nor skipped. */
export type SetupProgress = Record<SetupStep, SetupStepState | null>;

/** Stored under this key of `site_settings`. */
export const FIRST_RUN_SETUP_KEY = "first-run-setup";

export const SETUP_PROGRESS_NONE: SetupProgress = { company: null, contacts: null, payment: null };

/** The steps still ahead, in order. */
export const pendingSetupSteps = (progress: SetupProgress): SetupStep[] =>
  SETUP_STEPS.filter((step) => progress[step] === null);

/** Where the setup resumes: its first step still ahead, else the first. */
export const resumeStepIndex = (progress: SetupProgress): number =>
  Math.max(0, SETUP_STEPS.indexOf(pendingSetupSteps(progress)[0] ?? "company"));
