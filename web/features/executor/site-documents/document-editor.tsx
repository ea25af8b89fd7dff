import { Button, Group, ScrollArea, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconEdit, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { SITE_DOCUMENT_TEXTS as T } from "../../../../domain/site-documents/site-document-texts.ts";
import {
  editionLabel,
  SITE_DOCUMENT_MAX_LENGTH,
  SITE_DOCUMENT_TITLES,
  type SiteDocumentKey,
} from "../../../../domain/site-documents/site-documents.ts";
import { formatMoscowShortDate } from "../../../../domain/time.ts";
import { errorText } from "../../../api/client.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { useDocumentVersion, useDocumentVersions, useSaveDocument } from "./use-site-documents.ts";

interface DocumentEditorProps {
  documentKey: SiteDocumentKey;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/**
 * One document (spec 3 §2, §4): its current version to read, then «Редактировать» → save or
 * cancel. Cancel reads the server's text again; a failed save keeps the draft open with the
 * server's reason, and nothing counts as saved until the server says so.
 */
export function DocumentEditor({ documentKey, editing, onEditingChange }: DocumentEditorProps) {
  const versions = useDocumentVersions(documentKey);
  const newest = versions.data?.[0] ?? null;
  const current = useDocumentVersion(documentKey, newest?.version ?? null);
  const save = useSaveDocument(documentKey);
  const [draft, setDraft] = useState("");
  // The version the draft was started from: the server refuses the save if another came since.
  const [baseVersion, setBaseVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  if (versions.isPending || (newest && current.isPending))
    return <LoadingState label={T.loading} />;
  const loadError = versions.error ?? current.error;
  if (loadError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={loadError}
        onRetry={() => void (versions.isError ? versions.refetch() : current.refetch())}
      />
    );
  }
  const text = current.data?.content ?? "";

  const startEditing = () => {
    setDraft(text);
    setBaseVersion(newest?.version ?? 0);
    setFailure(null);
    onEditingChange(true);
  };
  const cancel = () => {
    setFailure(null);
    onEditingChange(false);
    // «Отмена» shows the server's text as it is now, not the draft nor an old copy.
    void versions.refetch();
  };
  const submit = () => {
    setFailure(null);
    save.mutate(
      { content: draft, baseVersion },
      {
        onSuccess: (saved) => {
          notifications.show({ color: "teal", message: T.saved(saved.version) });
          onEditingChange(false);
        },
        onError: (error) => {
          const detail = errorText(error, "");
          setFailure(detail ? `${T.saveFailed}: ${detail}` : T.saveFailed);
          notifications.show({ color: "red", title: T.saveFailed, message: detail || undefined });
        },
      },
    );
  };

  const edition = newest
    ? `${editionLabel(newest.version, formatMoscowShortDate(newest.created_at))}${
        newest.author_name ? ` · ${newest.author_name}` : ""
      }`
    : T.noVersion;

  if (!editing) {
    return (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="document-edition">
            {edition}
          </Text>
          <Button leftSection={<IconEdit size={18} />} onClick={startEditing}>
            {T.edit}
          </Button>
        </Group>
        <ScrollArea.Autosize
          mah="60vh"
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, "aria-label": SITE_DOCUMENT_TITLES[documentKey] }}
        >
          <Text
            size="sm"
            lh={1.65}
            style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
            data-testid="document-text"
          >
            {text}
          </Text>
        </ScrollArea.Autosize>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {edition}
      </Text>
      <Textarea
        label={T.textLabel}
        description={`${T.placeholdersHint} ${T.characters([...draft].length)}`}
        autosize
        minRows={12}
        maxRows={24}
        maxLength={SITE_DOCUMENT_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        disabled={save.isPending}
        data-autofocus
      />
      {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconX size={18} />}
          onClick={cancel}
          disabled={save.isPending}
        >
          {T.cancel}
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={submit}
          loading={save.isPending}
        >
          {T.save}
        </Button>
      </Group>
    </Stack>
  );
}
