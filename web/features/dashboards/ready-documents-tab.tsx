import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { itemsOfPages } from "../../lib/offset-pages.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ShowMoreButton } from "../../ui/show-more-button.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { DocumentRow } from "./document-row.tsx";
import { DownloadAllButton } from "./download-all-button.tsx";
import { useClientDocumentPages } from "./use-client-chats.ts";

/**
 * Files from all the client's chats, a page at a time («Скачать все» takes the files shown).
 * Loaded lazily with its zip code (fflate), which no other page needs.
 */
export function ReadyDocumentsTab() {
  const pages = useClientDocumentPages();
  const documents = pages.data ? itemsOfPages(pages.data.pages) : null;
  if (pages.isPending) return <LoadingState label={T.documentsLoading} />;
  if (documents === null) {
    return (
      <LoadFailedAlert
        title={T.documentsLoadFailed}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  if (documents.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Title order={2} size="h4">
          {T.noDocuments}
        </Title>
        <Text c="dimmed" mt={4}>
          {T.noDocumentsText}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <DownloadAllButton documents={documents} />
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {documents.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </Stack>
      <ShowMoreButton pages={pages} />
    </Stack>
  );
}
