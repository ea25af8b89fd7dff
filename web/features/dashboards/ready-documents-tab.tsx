import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { DocumentRow } from "./document-row.tsx";
import { DownloadAllButton } from "./download-all-button.tsx";
import { useClientDocuments } from "./use-client-chats.ts";

/**
 * Files from all the client's chats. Loaded lazily with its zip code (fflate), which no other
 * page needs.
 */
export function ReadyDocumentsTab() {
  const documents = useClientDocuments();
  if (documents.isPending) return <LoadingState label={T.documentsLoading} />;
  if (documents.isError) {
    return (
      <LoadFailedAlert
        title={T.documentsLoadFailed}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
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
        <DownloadAllButton documents={documents.data} />
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {documents.data.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </Stack>
    </Stack>
  );
}
