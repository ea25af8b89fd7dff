import { Button, Group, Modal, ScrollArea, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";
import {
  editionLabel,
  SITE_DOCUMENT_FALLBACKS,
  SITE_DOCUMENT_TITLES,
  type SiteDocumentKey,
} from "../../domain/site-documents/site-documents.ts";
import { formatMoscowShortDate } from "../../domain/time.ts";
import { queryKeys } from "../api/query-keys.ts";
import { type SiteDocuments, siteContentApi } from "../api/site-content.ts";
import { LoadingState } from "./loading-state.tsx";

interface SiteDocumentModalProps {
  documentKey: SiteDocumentKey;
  opened: boolean;
  onClose: () => void;
}

/** «Редакция 3 от 12.05.2026», or nothing while the placeholder text is shown. */
function editionOf(documents: SiteDocuments, key: SiteDocumentKey): string | null {
  const version = key === "offer" ? documents.offer_version : documents.privacy_policy_version;
  const date = key === "offer" ? documents.offer_updated_at : documents.privacy_policy_updated_at;
  return version && date ? editionLabel(version, formatMoscowShortDate(date)) : null;
}

/** The public offer or the personal-data policy in a modal (spec 1 §2 footer and registration). */
export function SiteDocumentModal({ documentKey, opened, onClose }: SiteDocumentModalProps) {
  // Fetched on first open only: most visitors never read the documents.
  const documents = useQuery({
    queryKey: queryKeys.siteDocuments,
    queryFn: ({ signal }) => siteContentApi.documents(signal),
    enabled: opened,
  });
  const text = documents.data?.[documentKey]?.trim();
  const edition = documents.data ? editionOf(documents.data, documentKey) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SITE_DOCUMENT_TITLES[documentKey]}
      size="xl"
      styles={{
        title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", lineHeight: 1.35 },
      }}
    >
      {documents.isPending && opened ? (
        <LoadingState label="Загрузка документа..." />
      ) : (
        <>
          {edition ? (
            <Text size="sm" c="dimmed" mb="sm" data-testid="site-document-edition">
              {edition}
            </Text>
          ) : null}
          <ScrollArea.Autosize
            mah="65vh"
            type="auto"
            offsetScrollbars
            // Focusable so keyboard users can scroll a long document with the arrow keys.
            viewportProps={{ tabIndex: 0, "aria-label": SITE_DOCUMENT_TITLES[documentKey] }}
          >
            <Text size="sm" lh={1.65} style={{ whiteSpace: "pre-line" }}>
              {text || SITE_DOCUMENT_FALLBACKS[documentKey]}
            </Text>
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {CONFIRM_TEXTS.close}
        </Button>
      </Group>
    </Modal>
  );
}
