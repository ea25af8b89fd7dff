import type { IntakeField, IntakeFieldType } from "../../../../domain/intake/intake.ts";

/** A field as the builder edits it: a stable id for React, the choices as lines of text. */
export interface DraftField {
  id: number;
  key: string;
  label: string;
  type: IntakeFieldType;
  required: boolean;
  options: string;
}

let nextId = 1;

export const draftOf = (fields: readonly IntakeField[]): DraftField[] =>
  fields.map((field) => ({
    id: nextId++,
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    options: (field.options ?? []).join("\n"),
  }));

/** A new text field with the first free key `field_N`. */
export function newDraftField(draft: readonly DraftField[]): DraftField {
  const keys = new Set(draft.map((field) => field.key));
  let number = draft.length + 1;
  while (keys.has(`field_${number}`)) number++;
  return {
    id: nextId++,
    key: `field_${number}`,
    label: "",
    type: "text",
    required: false,
    options: "",
  };
}

/** The form to send: choices split into lines, empty lines dropped, only for a list. */
export const fieldsOf = (draft: readonly DraftField[]) =>
  draft.map(({ key, label, type, required, options }) => ({
    key,
    label,
    type,
    required,
    options:
      type === "select"
        ? options
            .split("\n")
            .map((option) => option.trim())
            .filter(Boolean)
        : undefined,
  }));
