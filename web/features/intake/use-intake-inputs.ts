import { useState } from "react";
import type { IntakeField } from "../../../domain/intake/intake.ts";
import type { IntakeValues } from "../../../domain/intake/intake-schemas.ts";
import { type IntakeInputs, intakeErrors, intakeValuesOf } from "./intake-values.ts";

/** The state of an intake form inside a larger form: its inputs, their errors, a check. */
export function useIntakeInputs(fields: readonly IntakeField[]) {
  const [inputs, setInputs] = useState<IntakeInputs>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    inputs,
    errors,
    onChange(key: string, value: string | boolean) {
      setInputs((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
    /** The values to send, or null (the errors shown) when a field is not right. */
    check(): IntakeValues | null {
      const found = intakeErrors(fields, inputs);
      setErrors(found);
      return Object.keys(found).length > 0 ? null : intakeValuesOf(fields, inputs);
    },
  };
}
