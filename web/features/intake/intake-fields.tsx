import { Checkbox, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type IntakeField, INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import type { IntakeInputs } from "./intake-values.ts";

interface IntakeFieldsProps {
  fields: readonly IntakeField[];
  inputs: IntakeInputs;
  errors: Record<string, string>;
  onChange(key: string, value: string | boolean): void;
}

/** The intake form's questions as inputs, in the lawyer's order (issue 31 §1). */
export function IntakeFields({ fields, inputs, errors, onChange }: IntakeFieldsProps) {
  if (fields.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="intake-fields">
      <div>
        <Text fw={600}>{T.formTitle}</Text>
        <Text size="sm" c="gray.7">
          {T.formHint}
        </Text>
      </div>
      {fields.map((field) => (
        <IntakeInput
          key={field.key}
          field={field}
          value={inputs[field.key]}
          error={errors[field.key]}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </Stack>
  );
}

interface IntakeInputProps {
  field: IntakeField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange(value: string | boolean): void;
}

function IntakeInput({ field, value, error, onChange }: IntakeInputProps) {
  const text = typeof value === "string" ? value : "";
  const common = {
    label: field.label,
    required: field.required,
    error,
    "data-intake-key": field.key,
  };
  switch (field.type) {
    case "checkbox":
      return (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          value={text || null}
          data={field.options ?? []}
          onChange={(option) => onChange(option ?? "")}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === "date" ? "date" : "text"}
          inputMode={field.type === "number" ? "decimal" : undefined}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
