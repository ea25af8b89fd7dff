import { Stack } from "@mantine/core";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { BillingDocumentsList } from "../billing/billing-documents-list.tsx";
import { useCabinetView } from "./cabinet-context.ts";

/** «Счета и акты» of the corporate cabinet (issue 31 §3): the company's, or (executor mode) the client's. */
export function BillingTab() {
  const { scope } = useCabinetView();
  return (
    <Stack gap="lg">
      <TabHeading title={T.tab} />
      <BillingDocumentsList filter={scope.kind === "client" ? { clientId: scope.clientId } : {}} />
    </Stack>
  );
}
