import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { INTAKE_LIMITS, INTAKE_TEXTS as T } from "../../../../domain/intake/intake.ts";
import { intakeFormInputSchema } from "../../../../domain/intake/intake-schemas.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { intakeApi } from "../../../api/intake.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { type DraftField, draftOf, fieldsOf, newDraftField } from "./intake-draft.ts";
import { IntakeFieldEditor } from "./intake-field-editor.tsx";
import { useRefreshCatalogue } from "./use-executor-services.ts";

interface IntakeBuilderDialogProps {
  /** The service whose form is edited; null closes the dialog. */
  service: ExecutorService | null;
  onClose(): void;
}

/** «Анкета» of a service (issue 31 §1): its questions, their order, types and choices. */
export function IntakeBuilderDialog({ service, onClose }: IntakeBuilderDialogProps) {
  return (
    <ResponsiveModal
      opened={service !== null}
      onClose={onClose}
      title={service ? T.builderTitle(service.title) : T.open}
      size="xl"
    >
      {service ? <IntakeBuilder key={service.id} service={service} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function IntakeBuilder({ service, onDone }: { service: ExecutorService; onDone(): void }) {
  const refresh = useRefreshCatalogue();
  const [draft, setDraft] = useState<DraftField[]>(() => draftOf(service.intake_fields));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: DraftField[]) => {
    setDraft(next);
    setFailure(null);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...draft];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + step, 0, moved);
    change(next);
  };

  const save = async () => {
    // The server's own rules first, so the lawyer sees the same Russian text without a round trip.
    const checked = intakeFormInputSchema.safeParse({ fields: fieldsOf(draft) });
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message ?? T.loadFailed);
      return;
    }
    setSaving(true);
    try {
      await intakeApi.save(service.id, checked.data.fields);
      await refresh();
      notifications.show({ color: "teal", message: T.saved });
      onDone();
    } catch (error) {
      setFailure(errorText(error, T.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" data-testid="intake-builder">
      <Text size="sm" c="gray.7">
        {T.builderHint}
      </Text>
      {draft.length === 0 ? (
        <Text c="gray.7" data-testid="intake-builder-empty">
          {T.builderEmpty}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {draft.map((field, index) => (
            <IntakeFieldEditor
              key={field.id}
              field={field}
              first={index === 0}
              last={index === draft.length - 1}
              onChange={(next) => change(draft.map((item) => (item.id === field.id ? next : item)))}
              onMove={(step) => move(index, step)}
              onRemove={() => change(draft.filter((item) => item.id !== field.id))}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={draft.length >= INTAKE_LIMITS.fields}
          onClick={() => change([...draft, newDraftField(draft)])}
        >
          {T.addField}
        </Button>
        <Button onClick={save} loading={saving}>
          {T.save}
        </Button>
      </Group>
      {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
    </Stack>
  );
}
