import { Alert, Button, Checkbox, Select, Stack, Textarea } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import {
  CHAT_TEXTS,
  COMMUNICATION_METHOD_LABELS,
  COMMUNICATION_METHODS,
  CONTACT_TIME_LABELS,
  CONTACT_TIMES,
  type CommunicationMethod,
  type ContactTime,
  GUEST_NAME_MAX,
} from "../../../domain/chat/chat.ts";
import { guestChatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { isEmail, isPhone } from "../../lib/contact-checks.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { ContactFields } from "../../ui/contact-fields.tsx";
import { forgetShownDocumentsOn, shownDocumentVersions } from "../../ui/shown-document-versions.ts";
import { useSiteDocumentDialog } from "../../ui/use-site-document-dialog.tsx";
import { useIntakeSection } from "../intake/use-intake-section.tsx";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { saveGuestContact } from "./guest-contact-storage.ts";

/** What the chat is about: a catalogue id, or a business id with its plan (spec 1 §7). */
export interface GuestChatTarget {
  serviceId: string;
  title: string;
  planType?: string;
}

interface Values {
  name: string;
  phone: string;
  email: string;
  info: string;
  time: ContactTime;
  method: CommunicationMethod;
  consent: boolean;
}

type Errors = Partial<Record<keyof Values, string | boolean>>;

/** Spec 1 §5: name and phone required, a valid phone, an optional but valid e-mail, consent. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = true;
  if (!values.phone.trim()) errors.phone = true;
  else if (!isPhone(values.phone)) errors.phone = CHAT_TEXTS.phoneInvalid;
  if (values.email.trim() && !isEmail(values.email)) errors.email = CHAT_TEXTS.emailInvalid;
  if (!values.consent) errors.consent = CHAT_TEXTS.consentRequired;
  return errors;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/**
 * The guest contact form behind «Написать в чат» (spec 1 §2): on success the phone is remembered
 * for the chat and the guest chat opens.
 */
export function GuestContactForm({ target, onDone }: { target: GuestChatTarget; onDone?(): void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const documents = useSiteDocumentDialog();
  const [values, setValues] = useState<Values>({
    name: "",
    phone: "",
    email: "",
    info: "",
    time: "any",
    method: "phone",
    consent: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const intake = useIntakeSection(target.serviceId);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    // The spec's one message for both required fields, shown once above the button.
    setFailure(
      found.name === true || found.phone === true ? CHAT_TEXTS.guestNameAndPhoneRequired : null,
    );
    const answers = intake.check();
    if (Object.keys(found).length > 0 || answers === false || intake.loading) return;
    setSubmitting(true);
    try {
      const session = await guestChatApi.create({
        service_id: target.serviceId,
        service_title: target.title,
        plan_type: target.planType ?? null,
        guest_name: values.name.trim(),
        guest_phone: values.phone.trim(),
        guest_email: values.email.trim() || null,
        additional_info: values.info.trim() || null,
        preferred_contact_time: values.time,
        communication_method: values.method,
        consent: values.consent,
        intake: answers,
        ...shownDocumentVersions(queryClient),
      });
      saveGuestContact(session.id, { method: "phone", value: values.phone.trim() });
      onDone?.();
      navigate(`/guest-chat/${session.id}`);
    } catch (error) {
      forgetShownDocumentsOn(queryClient, error);
      intake.reload();
      setFailure(errorText(error, CHAT_TEXTS.guestChatCreateFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ContactFields
            values={values}
            errors={errors}
            onChange={set}
            nameMaxLength={GUEST_NAME_MAX}
          />
          <Textarea
            label={T.additionalInfo}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            value={values.info}
            onChange={(event) => set("info", event.currentTarget.value)}
          />
          <Select
            label={T.preferredTime}
            data={options(CONTACT_TIMES, CONTACT_TIME_LABELS)}
            value={values.time}
            onChange={(value) => set("time", (value as ContactTime | null) ?? "any")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={T.communicationMethod}
            data={options(COMMUNICATION_METHODS, COMMUNICATION_METHOD_LABELS)}
            value={values.method}
            onChange={(value) => set("method", (value as CommunicationMethod | null) ?? "phone")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {intake.section}
          <Checkbox
            checked={values.consent}
            onChange={(event) => set("consent", event.currentTarget.checked)}
            error={errors.consent}
            label={<ConsentLabel onOpenDocument={documents.show} />}
          />
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {T.startChat}
          </Button>
        </Stack>
      </form>
      {documents.dialog}
    </>
  );
}
