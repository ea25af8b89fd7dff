import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { billingApi } from "../../api/billing.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";

/**
 * Where the lawyer sees invoices made («Обзор», a company's chat, «Платежи»): while the firm's
 * requisites for companies' papers are incomplete none is issued and a company's payment request
 * is refused (issues 43 §6, 44 §2), so the screen says so before anyone tries, with what to fill
 * in. The server's list (domain/billing/firm-readiness.ts), which also reads the bank's settings.
 */
export function FirmRequisitesNotice() {
  const readiness = useQuery({
    queryKey: cabinetQueryKeys.billingReadiness,
    queryFn: ({ signal }) => billingApi.readiness(signal),
    staleTime: 0,
  });
  const missing = readiness.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      data-testid="firm-requisites-notice"
    >
      <Text size="sm">{T.firmIncomplete(missing)}</Text>
      <Text size="sm">{T.firmIncompleteHint}</Text>
    </Alert>
  );
}
