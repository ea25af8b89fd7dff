import { Button, FileInput, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../../domain/document-templates/document-templates.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { type DocumentTemplate, documentTemplatesApi } from "../../../api/document-templates.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";

/** «Загрузить шаблон»: a name and a DOCX; the answer says which placeholders will not fill. */
export function TemplateUploadForm({
  onUploaded,
}: {
  onUploaded(template: DocumentTemplate): void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : T.nameRequired,
      file: !file ? T.fileRequired : file.size > TEMPLATE_LIMITS.fileBytes ? T.tooLarge : undefined,
    };
    setErrors(found);
    if (found.name || found.file || !file) return;
    setFailure(null);
    setSaving(true);
    try {
      const template = await documentTemplatesApi.upload(name.trim(), file);
      await queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.documentTemplates });
      notifications.show({ color: "teal", message: T.uploaded });
      setName("");
      setFile(null);
      onUploaded(template);
    } catch (error) {
      setFailure(errorText(error, T.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.name}
          required
          maxLength={TEMPLATE_LIMITS.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <FileInput
          label={T.file}
          required
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          value={file}
          onChange={setFile}
          error={errors.file}
          clearable
        />
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconFileUpload size={18} />}>
            {T.upload}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
