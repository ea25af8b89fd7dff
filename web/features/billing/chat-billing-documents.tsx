import { Stack, Text } from "@mantine/core";
import { useId } from "react";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { BillingDocumentsList } from "./billing-documents-list.tsx";
import { FirmRequisitesNotice } from "./firm-requisites-notice.tsx";

/** A company's chat in the cabinet: its invoices and acts, each with its PDF (issue 31 §3). */
export function ChatBillingDocuments({ sessionId }: { sessionId: string }) {
  const titleId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId} data-testid="chat-billing">
      <Text id={titleId} fw={600} size="sm">
        {T.tab}
      </Text>
      <FirmRequisitesNotice />
      <BillingDocumentsList filter={{ sessionId }} emptyText={T.empty} />
    </Stack>
  );
}
