import {
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconX } from "@tabler/icons-react";
import { type ChangeEvent, useState } from "react";
import {
  AUTO_REPLY_MAX_LENGTH,
  holidayText,
  WEEKDAYS,
} from "../../../../domain/office-hours/office-hours.ts";
import {
  LEGAL_FORM_LABELS,
  LEGAL_FORMS,
  type LegalForm,
  REQUISITE_LENGTHS,
} from "../../../../domain/site-settings/legal-forms.ts";
import { workingHoursText } from "../../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { PhoneInput } from "../../../ui/phone-input.tsx";
import { WeekdayRanges } from "../../../ui/weekday-ranges.tsx";
import { officeHoursOf, type SettingsFormValues } from "./settings-form-values.ts";

type Form = UseFormReturnType<SettingsFormValues>;

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
          {legalForm === "organization" ? (
            <TextInput
              label={T.kpp}
              description={T.kppHint}
              maxLength={12}
              {...form.getInputProps("kpp")}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.signatoryName}
            description={T.signatoryNameHint}
            maxLength={200}
            {...form.getInputProps("signatory_name")}
          />
          {legalForm === "organization" ? (
            <TextInput
              label={T.signatoryTitle}
              description={T.signatoryTitleHint}
              maxLength={200}
              {...form.getInputProps("signatory_title")}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={T.legalAddress}
          description={T.legalAddressHint}
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
}: {
  form: Form;
  field: "phone" | "second_phone";
  label: string;
}) {
  return (
    <PhoneInput
      label={label}
      // The site's number, not the lawyer's own: the browser must not offer theirs.
      autoComplete="off"
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
          {/* Not required: a site may go without them until the firm has them (issue 44 §3). */}
          <SupportPhoneInput form={form} field="phone" label={T.phone} />
          <SupportPhoneInput form={form} field="second_phone" label={T.secondPhone} />
        </SimpleGrid>
        <TextInput
          label={T.email}
          type="email"
          maxLength={254}
          {...form.getInputProps("support_email")}
        />
      </Stack>
    </Fieldset>
  );
}

export function HoursSection({ form }: { form: Form }) {
  const [holiday, setHoliday] = useState("");
  const addHoliday = () => {
    if (!holiday || form.values.holidays.includes(holiday)) return;
    form.setFieldValue("holidays", [...form.values.holidays, holiday].sort());
    setHoliday("");
  };
  return (
    <Fieldset legend={T.sections.hours} radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.hoursLead}
        </Text>
        {WEEKDAYS.map((day) => (
          <WeekdayRanges key={day} form={form} day={day} />
        ))}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {T.holidays}
          </Text>
          <Text size="xs" c="dimmed">
            {T.holidaysHint}
          </Text>
          {form.values.holidays.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noHolidays}
            </Text>
          ) : (
            <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {form.values.holidays.map((day) => (
                <li key={day}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    rightSection={<IconX size={14} aria-hidden />}
                    aria-label={T.removeHolidayOf(holidayText(day))}
                    onClick={() =>
                      form.setFieldValue(
                        "holidays",
                        form.values.holidays.filter((other) => other !== day),
                      )
                    }
                  >
                    {holidayText(day)}
                  </Button>
                </li>
              ))}
            </Group>
          )}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={T.holidays}
              value={holiday}
              onChange={(event) => setHoliday(event.currentTarget.value)}
              w={200}
            />
            <Button variant="default" onClick={addHoliday} disabled={!holiday}>
              {T.addHoliday}
            </Button>
          </Group>
        </Stack>
        <Textarea
          label={T.autoReply}
          description={T.autoReplyHint}
          required
          autosize
          minRows={2}
          maxLength={AUTO_REPLY_MAX_LENGTH}
          {...form.getInputProps("auto_reply")}
        />
        <Text size="sm" c="dimmed" data-testid="hours-preview">
          {T.hoursPreview(workingHoursText(officeHoursOf(form.values)))}
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
