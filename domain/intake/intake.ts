/**
 * Intake forms (issue 31 §1): a service's questions a client answers when starting its chat, so
 * the lawyer's first message is an answer, not «пришлите документы и опишите ситуацию». The form
 * lives on the service; the answers are copied into the chat with their labels, so a form changed
 * later never changes what a client has already said.
 */

export const INTAKE_FIELD_TYPES = [
  "text",
  "textarea",
  "number",
  "date",
  "select",
  "checkbox",
] as const;
export type IntakeFieldType = (typeof INTAKE_FIELD_TYPES)[number];

export const INTAKE_LIMITS = {
  fields: 20,
  keyLength: 40,
  label: 200,
  options: 30,
  option: 200,
  text: 1000,
  textarea: 5000,
  /** Larger sums are typos; a number answer is an amount, an area or a count. */
  number: 1e12,
} as const;

/** A key is the placeholder's name in document templates (`{intake.<key>}`): Latin, from a letter. */
export const INTAKE_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export interface IntakeField {
  key: string;
  label: string;
  type: IntakeFieldType;
  required: boolean;
  /** The choices of a `select`; absent for the other types. */
  options?: string[];
}

export type IntakeValue = string | number | boolean;

/** One answer as the chat keeps it: the label as it was asked. */
export interface IntakeAnswer {
  key: string;
  label: string;
  value: IntakeValue;
}

export const INTAKE_TYPE_LABELS: Record<IntakeFieldType, string> = {
  text: "Строка",
  textarea: "Абзац текста",
  number: "Число",
  date: "Дата",
  select: "Выбор из списка",
  checkbox: "Флажок (да/нет)",
};

export const INTAKE_TEXTS = {
  // Answers (the client's and the guest's form; the server's details)
  fieldRequired: (label: string) => `Заполните поле «${label}».`,
  notText: (label: string) => `В поле «${label}» нужен текст.`,
  tooLong: (label: string, max: number) => `В поле «${label}» не больше ${max} знаков.`,
  notNumber: (label: string) => `В поле «${label}» нужно число.`,
  notDate: (label: string) => `В поле «${label}» нужна дата.`,
  notOption: (label: string) => `В поле «${label}» выберите один из вариантов.`,
  notYesNo: (label: string) => `В поле «${label}» нужен ответ «да» или «нет».`,
  formMissing: "Заполните анкету услуги: без неё чат по этой услуге не начинается.",
  answersInvalid: "Ответы анкеты: ключ — строка до 64 знаков, ответ — текст, число или да/нет.",
  // The form builder
  tooManyFields: `В анкете не больше ${INTAKE_LIMITS.fields} полей.`,
  keyInvalid: `Ключ поля: латинские строчные буквы, цифры и «_», начиная с буквы, до ${INTAKE_LIMITS.keyLength} знаков.`,
  keyRepeated: (key: string) => `Ключ «${key}» уже есть в анкете: ключи не повторяются.`,
  labelRequired: "У каждого поля нужна подпись.",
  labelTooLong: `Подпись поля — не больше ${INTAKE_LIMITS.label} знаков.`,
  typeInvalid: "Тип поля: строка, абзац, число, дата, список или флажок.",
  requiredInvalid: "«Обязательное» — да или нет.",
  optionsRequired: (label: string) => `У списка «${label}» нужны варианты ответа.`,
  optionsInvalid: `Варианты списка: от 1 до ${INTAKE_LIMITS.option} знаков каждый, не больше ${INTAKE_LIMITS.options}.`,
  optionRepeated: (label: string) => `Варианты списка «${label}» повторяются.`,
  saved: "Анкета сохранена",
  // Screens
  yes: "Да",
  no: "Нет",
  pinnedTitle: "Анкета клиента",
  showAll: "Показать всё",
  collapse: "Свернуть",
  startFailed: "Не удалось начать чат. Попробуйте ещё раз.",
  cancel: "Отмена",
  formTitle: "Анкета",
  formHint: "Ответьте на вопросы юриста — так он сразу начнёт работу по вашему делу.",
  start: "Начать чат",
  builderTitle: (service: string) => `Анкета услуги «${service}»`,
  builderHint:
    "Клиент отвечает на эти вопросы, когда начинает чат по услуге. Ответы закрепляются вверху чата. Ключ поля — имя для шаблонов документов: {intake.ключ}.",
  builderEmpty: "Полей пока нет: чат по услуге начинается без анкеты.",
  addField: "Добавить поле",
  removeField: (label: string) => `Удалить поле «${label || "без подписи"}»`,
  moveUp: (label: string) => `Поле «${label || "без подписи"}» выше`,
  moveDown: (label: string) => `Поле «${label || "без подписи"}» ниже`,
  key: "Ключ",
  label: "Подпись",
  type: "Тип",
  required: "Обязательное",
  options: "Варианты (каждый с новой строки)",
  save: "Сохранить анкету",
  open: "Анкета",
  openOf: (service: string) => `Анкета услуги «${service}»`,
  fieldsCount: (count: number) => `Полей в анкете: ${count}`,
  loadFailed: "Не удалось загрузить анкету услуги",
  retry: "Повторить",
} as const;

const T = INTAKE_TEXTS;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isIntakeDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A number typed as text: spaces between digit groups and a decimal comma are what people type. */
function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** One field's answer, checked against its type; `problem` is the detail to show. */
function answerOf(
  field: IntakeField,
  value: unknown,
): { value: IntakeValue | null } | { problem: string } {
  if (field.type === "checkbox") {
    if (value === undefined || value === null) return { value: false };
    if (typeof value !== "boolean") return { problem: T.notYesNo(field.label) };
    return { value };
  }
  if (isEmpty(value)) return { value: null };
  switch (field.type) {
    case "number": {
      const number = numberOf(value);
      if (number === null || Math.abs(number) > INTAKE_LIMITS.number) {
        return { problem: T.notNumber(field.label) };
      }
      return { value: number };
    }
    case "date":
      return typeof value === "string" && isIntakeDate(value.trim())
        ? { value: value.trim() }
        : { problem: T.notDate(field.label) };
    case "select":
      return typeof value === "string" && (field.options ?? []).includes(value.trim())
        ? { value: value.trim() }
        : { problem: T.notOption(field.label) };
    default: {
      if (typeof value !== "string") return { problem: T.notText(field.label) };
      const max = field.type === "textarea" ? INTAKE_LIMITS.textarea : INTAKE_LIMITS.text;
      const text = value.trim();
      return text.length > max ? { problem: T.tooLong(field.label, max) } : { value: text };
    }
  }
}

/**
 * The answers to keep, in the form's order, or the first problem (a required field left empty
 * names its label). Keys the form does not ask (a form changed while the client typed) are
 * dropped; optional fields left empty are not kept; a checkbox is always kept, as «Да» or «Нет».
 */
export function answerIntake(
  fields: readonly IntakeField[],
  values: Readonly<Record<string, unknown>>,
): { answers: IntakeAnswer[] } | { problem: string } {
  const answers: IntakeAnswer[] = [];
  for (const field of fields) {
    const checked = answerOf(
      field,
      Object.hasOwn(values, field.key) ? values[field.key] : undefined,
    );
    if ("problem" in checked) return checked;
    const empty = checked.value === null || (field.type === "checkbox" && checked.value === false);
    if (field.required && empty) return { problem: T.fieldRequired(field.label) };
    if (checked.value !== null) {
      answers.push({ key: field.key, label: field.label, value: checked.value });
    }
  }
  return { answers };
}

/** An answer as people read it: «Да»/«Нет», dates as 28.11.2026, a decimal comma. */
export function formatIntakeValue(value: IntakeValue): string {
  if (typeof value === "boolean") return value ? T.yes : T.no;
  if (typeof value === "number") return String(value).replace(".", ",");
  const date = DATE_PATTERN.exec(value);
  return date ? `${date[3]}.${date[2]}.${date[1]}` : value;
}

/** The answers as lines of text («Подпись: ответ»), for the transcript and the data export. */
export const intakeLines = (answers: readonly IntakeAnswer[]) =>
  answers.map((answer) => `${answer.label}: ${formatIntakeValue(answer.value)}`);
