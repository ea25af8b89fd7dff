import { Paper, SimpleGrid, Stack, Table, Title } from "@mantine/core";
import { IconBuilding, IconClipboardList, IconFolders } from "@tabler/icons-react";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import type { CorporateClient } from "../../api/corporate.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { StatCard } from "../../ui/stat-card.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { useCabinetView } from "./cabinet-context.ts";
import { useCorporateLocation } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { useCorporateOverview } from "./use-corporate.ts";

/** Executor mode: who the client is (spec 2 §2: company, contact, e-mail, phone, ИНН, date). */
function ClientInfo({ client }: { client: CorporateClient }) {
  const rows: [string, string][] = [
    [T.company, client.company_name ?? T.notGiven],
    [T.contactPerson, client.full_name],
    [T.email, client.email],
    [T.phone, client.phone ? formatPhone(client.phone) : T.notGiven],
    ...(client.inn ? ([[T.inn, client.inn]] as [string, string][]) : []),
    [T.registeredAt, formatMoscowDate(client.created_at)],
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-info">
      <Title order={3} size="h4" id="client-info" mb="sm">
        {T.clientInfo}
      </Title>
      <Table variant="vertical" withRowBorders={false} data-testid="client-info">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: "break-word" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * «Обзор» with real figures (the old cabinet's were fixed texts): whether the card is filled,
 * how many organisation documents there are, how many requests are in progress. Each card opens
 * its tab.
 */
export function CorporateOverviewTab() {
  const { scope, client } = useCabinetView();
  const { tabHref } = useCorporateLocation();
  const overview = useCorporateOverview(scope);
  const data = overview.data;
  return (
    <Stack gap="lg">
      <TabHeading title={T.tabs.overview} lead={client ? undefined : T.overviewLead} />
      {client ? <ClientInfo client={client} /> : null}
      {overview.isError ? (
        <LoadFailedAlert
          title={T.overviewLoadFailed}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy={overview.isPending}>
        <StatCard
          label={T.cardStatus}
          value={data ? (data.has_profile ? T.cardFilled : T.cardNeedsFilling) : null}
          icon={<IconBuilding size={24} />}
          color={data && !data.has_profile ? "orange" : "teal"}
          hint={T.cardHint}
          phrase
          target={{ to: tabHref("company-card") }}
          testId="overview-card-status"
        />
        <StatCard
          label={T.documentsCount}
          value={data ? T.documentsValue(data.documents_count) : null}
          icon={<IconFolders size={24} />}
          color="blue"
          hint={T.documentsHint}
          phrase
          target={{ to: tabHref("organization-docs") }}
          testId="overview-documents"
        />
        <StatCard
          label={T.activeRequests}
          value={data ? T.activeRequestsValue(data.active_requests) : null}
          icon={<IconClipboardList size={24} />}
          color="grape"
          hint={T.activeRequestsHint}
          phrase
          target={{ to: tabHref("chat") }}
          testId="overview-requests"
        />
      </SimpleGrid>
    </Stack>
  );
}
