import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { BILLING_KIND_LABELS, BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { formatAmount } from "../../../domain/money.ts";
import { SIGNATURE_UI_TEXTS } from "../../../domain/signatures/signatures.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import { type BillingDocument, type BillingFilter, billingApi } from "../../api/billing.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { downloadFile } from "../../lib/file-download.ts";
import { CardList, EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ActSignature } from "./act-signature.tsx";

const fileNameOf = (document: BillingDocument) =>
  `${BILLING_KIND_LABELS[document.kind]} ${document.number}.pdf`;

async function download(document: BillingDocument) {
  try {
    await downloadFile(billingApi.pdfUrl(document.id), fileNameOf(document));
  } catch (error) {
    notifications.show({ color: "red", message: (error as Error).message });
  }
}

function BillingDocumentCard({
  document,
  showClient,
}: {
  document: BillingDocument;
  showClient: boolean;
}) {
  const kind = BILLING_KIND_LABELS[document.kind];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="billing-document">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
          <Text fw={600}>
            {kind} № {document.number} · {formatAmount(document.amount)}
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {formatMoscowDate(document.date)} · {document.service_title}
            {showClient && document.client_name ? ` · ${document.client_name}` : ""}
          </Text>
          {document.client_signed_at ? (
            <Text size="sm" c="teal.9" data-testid="act-signed">
              {SIGNATURE_UI_TEXTS.actSigned(document.client_signed_at)}
            </Text>
          ) : document.signature_status === "pending" ? (
            <Text size="sm" c="gray.7">
              {SIGNATURE_UI_TEXTS.actPending}
            </Text>
          ) : null}
        </Stack>
        <ActSignature document={document} />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} />}
          aria-label={T.downloadOf(kind, document.number)}
          onClick={() => void download(document)}
        >
          {T.download}
        </Button>
      </Group>
    </Paper>
  );
}

/** Invoices and acts, newest first, each with its PDF: a company's, a chat's or the firm's. */
export function BillingDocumentsList({
  filter,
  showClient = false,
  emptyText = T.empty,
}: {
  filter: BillingFilter;
  showClient?: boolean;
  emptyText?: string;
}) {
  const documents = useQuery({
    queryKey: cabinetQueryKeys.billingDocuments(filter),
    queryFn: ({ signal }) => billingApi.list(filter, signal),
  });
  if (documents.isPending) return <LoadingState label={T.loading} />;
  if (documents.isError) {
    return (
      <LoadFailedAlert
        title={T.listFailed}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0)
    return <EmptyState testId="billing-empty">{emptyText}</EmptyState>;
  return (
    <CardList label={T.tab}>
      {documents.data.map((document) => (
        <BillingDocumentCard key={document.id} document={document} showClient={showClient} />
      ))}
    </CardList>
  );
}
