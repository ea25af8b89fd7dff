import { Alert, Button, Checkbox, Stack, Textarea, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { BOOKING_COMMENT_MAX, BOOKING_NAME_MAX } from "../../../domain/booking/booking.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { useSiteDocumentDialog } from "../../ui/use-site-document-dialog.tsx";
import type { BookingFormErrors, BookingFormValues } from "./booking-form-checks.ts";
import { BOOKING_UI_TEXTS as T } from "./booking-texts.ts";

interface BookingFormProps {
  values: BookingFormValues;
  errors: BookingFormErrors;
  onChange<K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]): void;
  onSubmit(): void;
  submitting: boolean;
  failure: string | null;
}

/**
 * Who books (issue 48 §2): name and phone, an optional e-mail for the confirmation, a comment, and
 * the consent to the offer and the policy, worded and linked as the guest contact form's.
 */
export function BookingForm({
  values,
  errors,
  onChange,
  onSubmit,
  submitting,
  failure,
}: BookingFormProps) {
  const documents = useSiteDocumentDialog();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={T.name}
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => onChange("name", event.currentTarget.value)}
            error={errors.name}
            maxLength={BOOKING_NAME_MAX}
            disabled={submitting}
            data-autofocus
          />
          <PhoneInput
            label={T.phone}
            required
            value={values.phone}
            onChange={(value) => onChange("phone", value)}
            error={errors.phone}
            disabled={submitting}
          />
          <TextInput
            label={T.emailOptional}
            description={T.emailHint}
            type="email"
            autoComplete="email"
            placeholder={T.emailPlaceholder}
            value={values.email}
            onChange={(event) => onChange("email", event.currentTarget.value)}
            error={errors.email}
            maxLength={254}
            disabled={submitting}
          />
          <Textarea
            label={T.comment}
            placeholder={T.commentPlaceholder}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={BOOKING_COMMENT_MAX}
            value={values.comment}
            onChange={(event) => onChange("comment", event.currentTarget.value)}
            disabled={submitting}
          />
          <Checkbox
            checked={values.consent}
            onChange={(event) => onChange("consent", event.currentTarget.checked)}
            error={errors.consent}
            disabled={submitting}
            label={<ConsentLabel onOpenDocument={documents.show} />}
          />
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {T.submit}
          </Button>
        </Stack>
      </form>
      {documents.dialog}
    </>
  );
}
