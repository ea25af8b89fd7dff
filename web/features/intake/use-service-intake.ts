import { useQuery } from "@tanstack/react-query";
import type { IntakeField } from "../../../domain/intake/intake.ts";
import { intakeApi } from "../../api/intake.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** Catalogue services are numbered; questions and business chats have no form. */
const CATALOGUE_ID = /^\d{1,9}$/;

export interface ServiceIntake {
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
export function useServiceIntake(serviceId: string | null | undefined): ServiceIntake {
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
