import type { IntakeField, IntakeFieldType } from "../../../../domain/intake/intake.ts";
import { keyFromLabel } from "../../../../domain/intake/intake-key.ts";

/** A field as the builder edits it: a stable id for React, the choices as lines of text. */
export interface DraftField {
  id: number;
  key: string;
  label: string;
  type: IntakeFieldType;
  required: boolean;
  options: string;
  /**
   * The key follows the label (a new field whose key the lawyer has not typed). A saved field's
   * key stays: document templates may already name it.
   */
  keyFromLabel: boolean;
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
    keyFromLabel: false,
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
    keyFromLabel: true,
  };
}

/**
 * `next` as the builder keeps it: while its key follows the label, a changed label gives it the
 * key made from it (unless the label has nothing to make one of), never another field's.
 */
export function withDerivedKey(
  next: DraftField,
  previous: DraftField,
  draft: readonly DraftField[],
): DraftField {
  if (!next.keyFromLabel || next.label === previous.label) return next;
  const others = draft.filter((field) => field.id !== next.id).map((field) => field.key);
  return { ...next, key: keyFromLabel(next.label, others) ?? next.key };
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
