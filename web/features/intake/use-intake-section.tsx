import { Button, Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import type { IntakeValues } from "../../../domain/intake/intake-schemas.ts";
import { IntakeFields } from "./intake-fields.tsx";
import { useIntakeInputs } from "./use-intake-inputs.ts";
import { useServiceIntake } from "./use-service-intake.ts";

export interface IntakeSection {
  /** The questions (or their loading state) to place inside the surrounding form. */
  section: ReactNode;
  /** True while the form is loading: the surrounding form waits before it sends. */
  loading: boolean;
  /**
   * The answers to send (undefined for a service without a form), or false when a field is not
   * right (its error is shown).
   */
  check(): IntakeValues | undefined | false;
  /** After a refusal: the form may have changed, read it again. */
  reload(): void;
}

/** The intake form of `serviceId` as a part of a guest's form (contact form, quick question). */
export function useIntakeSection(serviceId: string | null | undefined): IntakeSection {
  const intake = useServiceIntake(serviceId);
  const form = useIntakeInputs(intake.fields);
  let section: ReactNode = null;
  if (intake.loading) section = <Loader size="sm" aria-label={T.formTitle} />;
  else if (intake.failed) {
    section = (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {T.loadFailed}
        </Text>
        <Button size="xs" variant="light" onClick={intake.retry}>
          {T.retry}
        </Button>
      </Group>
    );
  } else {
    section = (
      <IntakeFields
        fields={intake.fields}
        inputs={form.inputs}
        errors={form.errors}
        onChange={form.onChange}
      />
    );
  }
  return {
    section,
    loading: intake.loading,
    check() {
      if (intake.fields.length === 0) return undefined;
      return form.check() ?? false;
    },
    reload: intake.retry,
  };
}
