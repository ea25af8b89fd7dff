import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { SITE_DOCUMENT_TEXTS as T } from "../../../../domain/site-documents/site-document-texts.ts";
import type { SiteDocumentKey } from "../../../../domain/site-documents/site-documents.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { useDocumentVersions } from "./use-site-documents.ts";
import { VersionDialog } from "./version-dialog.tsx";

/** Every version of the document, newest first, each one open to read (issue 10 §6). */
export function VersionHistory({ documentKey }: { documentKey: SiteDocumentKey }) {
  const versions = useDocumentVersions(documentKey);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {T.history}
      </Title>
      {versions.isPending ? (
        <LoadingState label={T.historyLoading} />
      ) : versions.isError ? (
        <LoadFailedAlert
          title={T.historyLoadFailed}
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : versions.data.length === 0 ? (
        <Text c="dimmed">{T.historyEmpty}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          aria-label={T.history}
          style={{ listStyle: "none" }}
        >
          {versions.data.map((item, index) => (
            <Paper
              key={item.version}
              component="li"
              withBorder
              radius="md"
              p="sm"
              data-testid="document-version"
              data-version={item.version}
            >
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>
                      {T.version} {item.version}
                    </Text>
                    {index === 0 ? (
                      <Badge color="teal.9" variant="filled" tt="none">
                        {T.current}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatMoscowDateTime(item.created_at)} · {item.author_name ?? T.noAuthor} ·{" "}
                    {T.characters(item.length)}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconEye size={16} />}
                  onClick={() => setOpen(item.version)}
                  aria-label={T.openVersion(item.version)}
                >
                  {T.open}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <VersionDialog documentKey={documentKey} version={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
