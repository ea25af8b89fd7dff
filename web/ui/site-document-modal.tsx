import { Button, Group, Modal, ScrollArea, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";
import type { SiteDocuments } from "../../domain/site-documents/site-document-schemas.ts";
import {
  SITE_DOCUMENT_FALLBACKS,
  SITE_DOCUMENT_TITLES,
  type SiteDocumentKey,
} from "../../domain/site-documents/site-documents.ts";
import { apiFetch } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";
import { LoadingState } from "./loading-state.tsx";

interface SiteDocumentModalProps {
  documentKey: SiteDocumentKey;
  opened: boolean;
  onClose: () => void;
}

/** The public offer or the personal-data policy in a modal (spec 1 §2 footer and registration). */
export function SiteDocumentModal({ documentKey, opened, onClose }: SiteDocumentModalProps) {
  // Fetched on first open only: most visitors never read the documents.
  const documents = useQuery({
    queryKey: queryKeys.siteDocuments,
    queryFn: ({ signal }) => apiFetch<SiteDocuments>("/site-documents", { signal, auth: false }),
    enabled: opened,
  });
  const text = documents.data?.[documentKey]?.trim();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SITE_DOCUMENT_TITLES[documentKey]}
      size="xl"
      closeButtonProps={{ "aria-label": CONFIRM_TEXTS.close }}
      styles={{
        title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", lineHeight: 1.35 },
      }}
    >
      {documents.isPending && opened ? (
        <LoadingState label="Загрузка документа..." />
      ) : (
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
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {CONFIRM_TEXTS.close}
        </Button>
      </Group>
    </Modal>
  );
}
