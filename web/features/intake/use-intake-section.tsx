import { Button, Group, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type IntakeField, INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import type { IntakeValues } from "../../../domain/intake/intake-schemas.ts";
import { intakeApi } from "../../api/intake.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { IntakeFields } from "./intake-fields.tsx";
import { useIntakeInputs } from "./use-intake-inputs.ts";

/** Catalogue services are numbered; questions and business chats have no form. */
const CATALOGUE_ID = /^\d{1,9}$/;

interface ServiceIntake {
  /** The form's fields; empty while loading, on failure and for a service without a form. */
  fields: IntakeField[];
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/**
 * The intake form of the service a chat is about to start for. A failed load leaves the form
 * out: the server then answers «Заполните анкету…», which the form shows, and «Повторить» loads it.
 */
function useServiceIntake(serviceId: string | null | undefined): ServiceIntake {
  const enabled = Boolean(serviceId && CATALOGUE_ID.test(serviceId));
  const query = useQuery({
    queryKey: queryKeys.serviceIntake(serviceId ?? ""),
    queryFn: ({ signal }) => intakeApi.form(serviceId ?? "", signal),
    enabled,
    staleTime: 0,
    retry: 1,
  });
  return {
    fields: query.data?.fields ?? [],
    loading: enabled && query.isPending,
    failed: enabled && query.isError,
    retry: () => void query.refetch(),
  };
}

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
