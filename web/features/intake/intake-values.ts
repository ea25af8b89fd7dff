import { answerIntake, type IntakeField } from "../../../domain/intake/intake.ts";
import type { IntakeValues } from "../../../domain/intake/intake-schemas.ts";

/** What the form's inputs hold: text for every typed field, a boolean for a checkbox. */
export type IntakeInputs = Record<string, string | boolean>;

/** Each field's problem, by the same rules the server applies (the server checks again). */
export function intakeErrors(fields: readonly IntakeField[], inputs: IntakeInputs) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const checked = answerIntake([field], { [field.key]: inputs[field.key] });
    if ("problem" in checked) errors[field.key] = checked.problem;
  }
  return errors;
}

/** The body's `intake`: only the form's keys, empty texts as null. */
export function intakeValuesOf(fields: readonly IntakeField[], inputs: IntakeInputs): IntakeValues {
  const values: IntakeValues = {};
  for (const field of fields) {
    const input = inputs[field.key];
    if (field.type === "checkbox") values[field.key] = input === true;
    else values[field.key] = typeof input === "string" && input.trim() ? input : null;
  }
  return values;
}
