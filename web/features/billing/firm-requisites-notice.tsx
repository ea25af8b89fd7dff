import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { missingRequisites } from "../../../domain/site-settings/first-run-setup-texts.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { siteContentApi } from "../../api/site-content.ts";

/**
 * Where the lawyer sees invoices made (a company's chat, «Платежи»): while the firm's requisites
 * are missing none is issued and a company's payment request is refused (issue 43 §6), so the
 * screen says so before anyone tries, with what to fill in. The same rule as «Обзор»'s list.
 */
export function FirmRequisitesNotice() {
  const settings = useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => siteContentApi.settings(signal),
  });
  const missing = settings.data ? missingRequisites(settings.data) : [];
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
