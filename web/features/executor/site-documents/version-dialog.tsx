import { Button, Group, ScrollArea, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { CONFIRM_TEXTS } from "../../../../domain/errors.ts";
import { SITE_DOCUMENT_TEXTS as T } from "../../../../domain/site-documents/site-document-texts.ts";
import {
  editionLabel,
  SITE_DOCUMENT_TITLES,
  type SiteDocumentKey,
} from "../../../../domain/site-documents/site-documents.ts";
import { formatMoscowShortDate } from "../../../../domain/time.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { useDocumentVersion } from "./use-site-documents.ts";

interface VersionDialogProps {
  documentKey: SiteDocumentKey;
  /** The version to show; null keeps the dialog closed. */
  version: number | null;
  onClose(): void;
}

/** One old version as it was saved (placeholders included), to read; full screen on a phone. */
export function VersionDialog({ documentKey, version, onClose }: VersionDialogProps) {
  const phone = useMediaQuery("(max-width: 48em)");
  const query = useDocumentVersion(documentKey, version);
  const data = query.data;
  const title = data
    ? `${SITE_DOCUMENT_TITLES[documentKey]}. ${editionLabel(data.version, formatMoscowShortDate(data.created_at))}`
    : SITE_DOCUMENT_TITLES[documentKey];

  return (
    <ResponsiveModal
      opened={version !== null}
      onClose={onClose}
      title={title}
      size="xl"
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      {query.isPending ? (
        <LoadingState label={T.versionLoading} />
      ) : query.isError ? (
        <LoadFailedAlert
          title={T.versionLoadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {data?.author_name ?? T.noAuthor} · {T.characters(data?.length ?? 0)}
          </Text>
          <ScrollArea.Autosize
            mah={phone ? "75vh" : "65vh"}
            type="auto"
            offsetScrollbars
            viewportProps={{ tabIndex: 0, "aria-label": title }}
          >
            <Text
              size="sm"
              lh={1.65}
              style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
              data-testid="version-text"
            >
              {data?.content}
            </Text>
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {CONFIRM_TEXTS.close}
        </Button>
      </Group>
    </ResponsiveModal>
  );
}
