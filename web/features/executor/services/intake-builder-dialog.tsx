import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { INTAKE_LIMITS, INTAKE_TEXTS as T } from "../../../../domain/intake/intake.ts";
import { intakeFormInputSchema } from "../../../../domain/intake/intake-schemas.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { intakeApi } from "../../../api/intake.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import {
  type DraftField,
  draftOf,
  fieldsOf,
  newDraftField,
  withDerivedKey,
} from "./intake-draft.ts";
import { type FieldErrors, IntakeFieldEditor } from "./intake-field-editor.tsx";
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

/** The inputs of a field an error can be shown beside. */
const EDITED = { key: true, label: true, type: true, options: true } as const;

function IntakeBuilder({ service, onDone }: { service: ExecutorService; onDone(): void }) {
  const refresh = useRefreshCatalogue();
  const [draft, setDraft] = useState<DraftField[]>(() => draftOf(service.intake_fields));
  const [failure, setFailure] = useState<string | null>(null);
  // Per field id: what the schema found wrong, shown beside the input concerned.
  const [errors, setErrors] = useState<Record<number, FieldErrors>>({});
  const [saving, setSaving] = useState(false);
  const builder = useRef<HTMLDivElement>(null);
  // Bumped by each refused save: the first field in error is scrolled to and focused.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = builder.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus({ preventScroll: true });
  }, [refusals]);

  const change = (next: DraftField[]) => {
    setDraft(next);
    setFailure(null);
  };
  const changeField = (field: DraftField, next: DraftField) => {
    change(draft.map((item) => (item.id === field.id ? withDerivedKey(next, field, draft) : item)));
    setErrors(({ [field.id]: _, ...others }) => others);
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
      const found: Record<number, FieldErrors> = {};
      for (const issue of checked.error.issues) {
        const [list, index, name] = issue.path;
        const field = list === "fields" && typeof index === "number" ? draft[index] : undefined;
        if (!field || typeof name !== "string" || !(name in EDITED)) continue;
        found[field.id] = { [name]: issue.message, ...found[field.id] };
      }
      setErrors(found);
      setFailure(checked.error.issues[0]?.message ?? T.loadFailed);
      setRefusals((count) => count + 1);
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
    <Stack gap="md" data-testid="intake-builder" ref={builder}>
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
              errors={errors[field.id]}
              first={index === 0}
              last={index === draft.length - 1}
              onChange={(next) => changeField(field, next)}
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
