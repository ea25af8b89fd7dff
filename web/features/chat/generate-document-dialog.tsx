import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconSend, IconSignature } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DOCUMENT_TEMPLATE_TEXTS as T } from "../../../domain/document-templates/document-templates.ts";
import { SIGNATURE_UI_TEXTS } from "../../../domain/signatures/signatures.ts";
import { errorText } from "../../api/client.ts";
import { documentTemplatesApi, type GeneratedDocument } from "../../api/document-templates.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { signaturesApi } from "../../api/signatures.ts";
import { downloadFile } from "../../lib/file-download.ts";
import { SaveFailedAlert } from "../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { useDocumentTemplates } from "../executor/document-templates/use-document-templates.ts";

interface GenerateDocumentDialogProps {
  sessionId: string;
  opened: boolean;
  onClose(): void;
}

/**
 * «Сформировать документ» (issue 31 §2): a template filled from this chat lands in the lawyer's
 * «Файлы»; they download it to check, then «Отправить клиенту» posts it into the chat, or
 * «Отправить на подпись» posts it asking the client to sign it by a code from an SMS (issue 45).
 */
export function GenerateDocumentDialog({
  sessionId,
  opened,
  onClose,
}: GenerateDocumentDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={T.generateTitle} size="md">
      {opened ? <GenerateDocument sessionId={sessionId} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function GenerateDocument({ sessionId, onDone }: { sessionId: string; onDone(): void }) {
  const queryClient = useQueryClient();
  const templates = useDocumentTemplates();
  const [chosen, setChosen] = useState<string | null>(null);
  const [made, setMade] = useState<GeneratedDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"generate" | "send" | "sign" | null>(null);

  if (templates.isPending) return <LoadingState label={T.loading} />;
  if (templates.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  if (templates.data.length === 0) return <Text c="gray.7">{T.noTemplates}</Text>;
  const templateId = chosen ?? templates.data[0]?.id ?? "";

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy("generate");
    try {
      setMade(await documentTemplatesApi.generate(sessionId, templateId));
    } catch (error) {
      setFailure(errorText(error, T.generateFailed));
    } finally {
      setBusy(null);
    }
  };

  /** «Отправить клиенту», or with the request to sign it (issue 45 §3): posted either way. */
  const send = async (forSignature: boolean) => {
    if (!made) return;
    setFailure(null);
    setBusy(forSignature ? "sign" : "send");
    try {
      if (forSignature) await signaturesApi.request(sessionId, { file_id: made.file_id });
      else await documentTemplatesApi.sendFile(sessionId, made.file_id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chat });
      notifications.show({
        color: "teal",
        message: forSignature ? SIGNATURE_UI_TEXTS.sentForSignature : T.sent,
      });
      onDone();
    } catch (error) {
      setFailure(errorText(error, forSignature ? SIGNATURE_UI_TEXTS.requestFailed : T.sendFailed));
    } finally {
      setBusy(null);
    }
  };

  if (made) {
    return (
      <Stack gap="md" data-testid="generated-document">
        <Text>{T.generated(made.file_name)}</Text>
        {made.missing.length > 0 ? (
          <Alert color="orange" variant="light" data-testid="generated-missing">
            {T.missing(made.missing.map((tag) => `{${tag}}`).join(", "))}
          </Alert>
        ) : null}
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => void downloadFile(`/api/files/${made.file_id}/download`, made.file_name)}
          >
            {T.download}
          </Button>
          <Button
            variant="light"
            leftSection={<IconSignature size={18} />}
            loading={busy === "sign"}
            disabled={busy !== null && busy !== "sign"}
            onClick={() => void send(true)}
          >
            {SIGNATURE_UI_TEXTS.sendForSignature}
          </Button>
          <Button
            leftSection={<IconSend size={18} />}
            loading={busy === "send"}
            disabled={busy !== null && busy !== "send"}
            onClick={() => void send(false)}
          >
            {T.send}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={generate} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={T.template}
          data={templates.data.map((template) => ({ value: template.id, label: template.name }))}
          value={templateId}
          onChange={(event) => setChosen(event.currentTarget.value)}
        />
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy === "generate"}>
            {T.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
