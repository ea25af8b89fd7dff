import { Divider, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { SITE_DOCUMENT_TEXTS as T } from "../../../../domain/site-documents/site-document-texts.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
  type SiteDocumentKey,
} from "../../../../domain/site-documents/site-documents.ts";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { ConsentLogSection } from "../../consents/consent-log-section.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { DocumentEditor } from "./document-editor.tsx";
import { VersionHistory } from "./version-history.tsx";

/**
 * «Документы сайта» (spec 3 §2, issue 10 §6): the offer and the personal-data policy, one edited
 * at a time, each save a new version with its history; below, the consent log.
 */
export function SiteDocumentsTab() {
  const [documentKey, setDocumentKey] = useState<SiteDocumentKey>("offer");
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="xl">
      <TabHeading title={EXECUTOR_TEXTS.tabs.siteDocuments} lead={T.lead} />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={T.chooseDocument}
            value={documentKey}
            onChange={(value) => setDocumentKey(value as SiteDocumentKey)}
            data={SITE_DOCUMENT_KEYS.map((key) => ({
              value: key,
              label: SITE_DOCUMENT_TITLES[key],
            }))}
            disabled={editing}
            fullWidth
            orientation="horizontal"
            styles={{ label: { whiteSpace: "normal" } }}
          />
          {editing ? (
            <Text size="xs" c="dimmed">
              {T.editingHint}
            </Text>
          ) : null}
          <DocumentEditor
            key={documentKey}
            documentKey={documentKey}
            editing={editing}
            onEditingChange={setEditing}
          />
        </Stack>
      </Paper>
      <VersionHistory documentKey={documentKey} />
      <Divider />
      <ConsentLogSection />
    </Stack>
  );
}
