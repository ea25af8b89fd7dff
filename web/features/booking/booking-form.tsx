import { Alert, Button, Checkbox, Stack, Textarea } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { BOOKING_COMMENT_MAX, BOOKING_NAME_MAX } from "../../../domain/booking/booking.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { ContactFields } from "../../ui/contact-fields.tsx";
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
 * Who books (issue 48 §2): name and phone, an optional e-mail for the confirmation (the guest
 * contact form's fields, ui/contact-fields.tsx), a comment, and the consent to the offer and the
 * policy, worded and linked as that form's.
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
          <ContactFields
            values={values}
            errors={errors}
            onChange={onChange}
            disabled={submitting}
            nameMaxLength={BOOKING_NAME_MAX}
            emailHint={T.emailHint}
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
