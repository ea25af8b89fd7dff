import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  KNOWN_PLACEHOLDERS,
  placeholderMeaning,
  DOCUMENT_TEMPLATE_TEXTS as T,
} from "../../../../domain/document-templates/document-templates.ts";
import { formatMoscowDate, formatMoscowShortDate } from "../../../../domain/time.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { type DocumentTemplate, documentTemplatesApi } from "../../../api/document-templates.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { TemplateUploadForm } from "./template-upload-form.tsx";
import { useDocumentTemplates } from "./use-document-templates.ts";

/** What a template's unknown placeholders mean, under the upload or on its card. */
function UnknownWarning({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid="template-unknown"
    >
      {T.unknownAtUpload(tags.map((tag) => `{${tag}}`).join(", "))}
    </Alert>
  );
}

function TemplateCard({ template, onDelete }: { template: DocumentTemplate; onDelete(): void }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="document-template">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {template.name}
            </Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
              {template.file_name} · {formatMoscowDate(template.created_at)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={T.deleteOf(template.name)}
            onClick={onDelete}
          >
            {T.delete}
          </Button>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="navy" tt="none">
            {T.placeholdersOf(template.placeholders.length)}
          </Badge>
        </Group>
        <UnknownWarning tags={template.unknown_placeholders} />
      </Stack>
    </Paper>
  );
}

/** The placeholders a template may use, as a lawyer types them in Word. */
function PlaceholderReference() {
  // The example of {today} is the date a document made now would carry.
  const today = formatMoscowShortDate(new Date());
  return (
    <Stack gap="xs">
      <Title order={3}>{T.placeholdersTitle}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Tbody>
            {Object.entries(KNOWN_PLACEHOLDERS).map(([tag, meaning]) => (
              <Table.Tr key={tag}>
                <Table.Td>
                  {/* The declined names' tags are long: on a phone they break, not the table. */}
                  <Code style={{ overflowWrap: "anywhere" }}>{`{${tag}}`}</Code>
                </Table.Td>
                <Table.Td>{placeholderMeaning(tag, meaning, today)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** «Шаблоны документов» (issue 31 §2): upload, the list, delete; the placeholders' reference. */
export function DocumentTemplatesTab() {
  const queryClient = useQueryClient();
  const templates = useDocumentTemplates();
  const [justUploaded, setJustUploaded] = useState<DocumentTemplate | null>(null);
  const [deleting, setDeleting] = useState<DocumentTemplate | null>(null);

  let list: ReactNode;
  if (templates.isPending) list = <LoadingState label={T.loading} />;
  else if (templates.isError) {
    list = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  } else if (templates.data.length === 0) {
    list = <EmptyState testId="templates-empty">{T.empty}</EmptyState>;
  } else {
    list = (
      <CardList label={T.tab}>
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            onDelete={() => setDeleting(template)}
          />
        ))}
      </CardList>
    );
  }

  return (
    <Stack gap="lg" data-testid="document-templates-tab">
      <TabHeading title={T.tab} lead={T.lead} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3}>{T.uploadTitle}</Title>
          <TemplateUploadForm onUploaded={setJustUploaded} />
          {justUploaded ? <UnknownWarning tags={justUploaded.unknown_placeholders} /> : null}
        </Stack>
      </Paper>
      {list}
      <PlaceholderReference />
      <ConfirmDialog
        opened={deleting !== null}
        title={T.delete}
        text={deleting ? T.deleteConfirm(deleting.name) : ""}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await documentTemplatesApi.remove(deleting.id);
          await queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.documentTemplates });
          notifications.show({ color: "teal", message: T.deleted });
        }}
      />
    </Stack>
  );
}
