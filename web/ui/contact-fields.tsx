import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { CONTACT_FIELD_TEXTS as TEXTS } from "./contact-fields-texts.ts";
import { PhoneInput } from "./phone-input.tsx";

/** Someone who is not signed in: how to call them and, if they like, write to them. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** An e-mail address is at most 254 characters (RFC 5321), as the server checks. */
const EMAIL_MAX = 254;

interface ContactFieldsProps {
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, ReactNode>>;
  onChange(field: keyof ContactValues, value: string): void;
  disabled?: boolean;
  /** The longest name the form's route takes. */
  nameMaxLength?: number;
  /** What the e-mail is for, under its field. */
  emailHint?: string;
}

/**
 * Name, phone and an optional e-mail, worded and checked alike wherever a guest leaves them: the
 * guest chat's contact form and the consultation booking (issue 48 §2). The name takes the focus
 * when the form's dialog opens.
 */
export function ContactFields({
  values,
  errors,
  onChange,
  disabled,
  nameMaxLength,
  emailHint,
}: ContactFieldsProps) {
  return (
    <>
      <TextInput
        label={TEXTS.name}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => onChange("name", event.currentTarget.value)}
        error={errors.name}
        maxLength={nameMaxLength}
        disabled={disabled}
        data-autofocus
      />
      <PhoneInput
        label={TEXTS.phone}
        required
        value={values.phone}
        onChange={(value) => onChange("phone", value)}
        error={errors.phone}
        disabled={disabled}
      />
      <TextInput
        label={TEXTS.emailOptional}
        description={emailHint}
        type="email"
        autoComplete="email"
        placeholder={TEXTS.emailPlaceholder}
        value={values.email}
        onChange={(event) => onChange("email", event.currentTarget.value)}
        error={errors.email}
        maxLength={EMAIL_MAX}
        disabled={disabled}
      />
    </>
  );
}
