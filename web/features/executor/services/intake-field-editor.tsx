import {
  ActionIcon,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import {
  INTAKE_FIELD_TYPES,
  INTAKE_LIMITS,
  INTAKE_TYPE_LABELS,
  type IntakeFieldType,
  INTAKE_TEXTS as T,
} from "../../../../domain/intake/intake.ts";
import type { DraftField } from "./intake-draft.ts";

/** What is wrong with a field, beside the input it is about (the schema's own words). */
export type FieldErrors = Partial<Record<"key" | "label" | "type" | "options", string>>;

interface IntakeFieldEditorProps {
  field: DraftField;
  errors?: FieldErrors;
  first: boolean;
  last: boolean;
  onChange(field: DraftField): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

const TYPE_OPTIONS = INTAKE_FIELD_TYPES.map((type) => ({
  value: type,
  label: INTAKE_TYPE_LABELS[type],
}));

/** One question of the builder: its label, key, type, whether required, a list's choices. */
export function IntakeFieldEditor(props: IntakeFieldEditorProps) {
  const { field, errors = {}, first, last, onChange, onMove, onRemove } = props;
  const set = <K extends keyof DraftField>(name: K, value: DraftField[K]) =>
    onChange({ ...field, [name]: value });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="intake-field-editor">
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={T.label}
            required
            maxLength={INTAKE_LIMITS.label}
            value={field.label}
            onChange={(event) => set("label", event.currentTarget.value)}
            error={errors.label}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={T.key}
            required
            maxLength={INTAKE_LIMITS.keyLength}
            value={field.key}
            // Typed by hand: the key no longer follows the label.
            onChange={(event) =>
              onChange({ ...field, key: event.currentTarget.value.trim(), keyFromLabel: false })
            }
            error={errors.key}
            styles={{ input: { fontFamily: "monospace" } }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label={T.type}
            data={TYPE_OPTIONS}
            value={field.type}
            onChange={(event) => set("type", event.currentTarget.value as IntakeFieldType)}
            error={errors.type}
          />
        </Grid.Col>
        {field.type === "select" ? (
          <Grid.Col span={12}>
            <Textarea
              label={T.options}
              autosize
              minRows={2}
              maxRows={6}
              value={field.options}
              onChange={(event) => set("options", event.currentTarget.value)}
              error={errors.options}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={12}>
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={T.required}
              checked={field.required}
              onChange={(event) => set("required", event.currentTarget.checked)}
            />
            <Group gap={6}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={T.moveUp(field.label)}
                disabled={first}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={T.moveDown(field.label)}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={T.removeField(field.label)}
                onClick={onRemove}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
