import {
  Fieldset,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ChangeEvent } from "react";
import {
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  type LegalForm,
  REQUISITE_LENGTHS,
  workingHoursText,
} from "../../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { PhoneInput } from "../../../ui/phone-input.tsx";
import type { SettingsFormValues } from "./settings-form-values.ts";

type Form = UseFormReturnType<SettingsFormValues>;

const hourOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const hour = from + index;
    return { value: String(hour), label: `${hour}:00` };
  });

/**
 * Digits only, at most `max` of them: ИНН and ОГРН are typed or pasted with spaces (no
 * maxLength on the input, which would cut a pasted «500 123 456 750» before the spaces go).
 */
const digitsInput = (form: Form, field: "inn" | "ogrn", max: number) => {
  const props = form.getInputProps(field);
  return {
    ...props,
    inputMode: "numeric" as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.replace(/\D/g, "").slice(0, max)),
  };
};

export function CompanySection({ form }: { form: Form }) {
  const legalForm = form.values.legal_form;
  const lengths = REQUISITE_LENGTHS[legalForm];
  return (
    <Fieldset legend={T.sections.company} radius="md">
      <Stack gap="sm">
        <TextInput
          label={T.companyName}
          description={T.companyNameHint}
          required
          maxLength={300}
          {...form.getInputProps("company_name")}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="legal-form-label">
            {T.legalForm}
          </Text>
          <SegmentedControl
            aria-labelledby="legal-form-label"
            data={LEGAL_FORMS.map((value) => ({ value, label: LEGAL_FORM_LABELS[value] }))}
            value={legalForm}
            onChange={(value) => form.setFieldValue("legal_form", value as LegalForm)}
            fullWidth
            styles={{ label: { whiteSpace: "normal" } }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.inn}
            description={T.digits(lengths.inn)}
            {...digitsInput(form, "inn", lengths.inn)}
          />
          <TextInput
            label={T.ogrn(legalForm)}
            description={T.digits(lengths.ogrn)}
            {...digitsInput(form, "ogrn", lengths.ogrn)}
          />
        </SimpleGrid>
        <Textarea
          label={T.legalAddress}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps("legal_address")}
        />
      </Stack>
    </Fieldset>
  );
}

/** A support phone in the site's one phone field (web/ui/phone-input.tsx). */
function SupportPhoneInput({
  form,
  field,
  label,
  required = false,
}: {
  form: Form;
  field: "phone" | "second_phone";
  label: string;
  required?: boolean;
}) {
  return (
    <PhoneInput
      label={label}
      // The site's number, not the lawyer's own: the browser must not offer theirs.
      autoComplete="off"
      required={required}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={form.errors[field]}
    />
  );
}

export function ContactsSection({ form }: { form: Form }) {
  return (
    <Fieldset legend={T.sections.contacts} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SupportPhoneInput form={form} field="phone" label={T.phone} required />
          <SupportPhoneInput form={form} field="second_phone" label={T.secondPhone} />
        </SimpleGrid>
        <TextInput
          label={T.email}
          type="email"
          required
          maxLength={254}
          {...form.getInputProps("support_email")}
        />
      </Stack>
    </Fieldset>
  );
}

export function HoursSection({ form }: { form: Form }) {
  const { hours_from, hours_to, days } = form.values;
  return (
    <Fieldset legend={T.sections.hours} radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <Select
            label={T.hoursFrom}
            data={hourOptions(0, 23)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("hours_from")}
          />
          <Select
            label={T.hoursTo}
            data={hourOptions(1, 24)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("hours_to")}
          />
        </SimpleGrid>
        <TextInput
          label={T.days}
          description={T.daysHint}
          required
          maxLength={100}
          {...form.getInputProps("days")}
        />
        <Text size="sm" c="dimmed" data-testid="hours-preview">
          {T.hoursPreview(
            workingHoursText({ from: Number(hours_from), to: Number(hours_to), days }),
          )}
        </Text>
      </Stack>
    </Fieldset>
  );
}

export function MessengersSection({ form }: { form: Form }) {
  return (
    <Fieldset legend={T.sections.messengers} radius="md">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {T.messengerHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.whatsapp}
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder="https://wa.me/79001234567"
            {...form.getInputProps("whatsapp_url")}
          />
          <TextInput
            label={T.telegram}
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder="https://t.me/name"
            {...form.getInputProps("telegram_url")}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The webmaster services' verification codes: each becomes a meta tag in every page's head. */
export function SearchEnginesSection({ form }: { form: Form }) {
  return (
    <Fieldset legend={T.sections.search} radius="md">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {T.verificationHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.yandexVerification}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps("yandex_verification")}
          />
          <TextInput
            label={T.googleVerification}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps("google_verification")}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
