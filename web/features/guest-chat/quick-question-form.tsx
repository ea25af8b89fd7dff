import { Alert, Button, Stack, Textarea } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import {
  CHAT_TEXTS,
  QUICK_QUESTION_SERVICE_ID,
  type QuickContactMethod,
} from "../../../domain/chat/chat.ts";
import { guestChatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { useIntakeSection } from "../intake/use-intake-section.tsx";
import { quickContactError } from "./contact-checks.ts";
import { ContactMethodFields } from "./contact-method-fields.tsx";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { saveGuestContact } from "./guest-contact-storage.ts";

interface QuickQuestionFormProps {
  /** A catalogue service chosen beforehand; the general «consultation» otherwise. */
  serviceId?: string;
  onDone?(): void;
}

/**
 * The anonymous quick form (spec 1 §2, §5): phone or e-mail and the question, which becomes the
 * chat's first message. On success the contact is remembered and the guest chat opens.
 */
export function QuickQuestionForm({ serviceId, onDone }: QuickQuestionFormProps) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<QuickContactMethod>("phone");
  const [values, setValues] = useState({ phone: "", email: "", question: "" });
  const [errors, setErrors] = useState<{ contact: string | null; question: string | null }>({
    contact: null,
    question: null,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const intake = useIntakeSection(serviceId);
  const contact = values[method];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      contact: quickContactError(method, contact),
      question: values.question.trim() ? null : CHAT_TEXTS.quickQuestionRequired,
    };
    setErrors(found);
    const answers = intake.check();
    if (found.contact || found.question || answers === false || intake.loading) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const session = await guestChatApi.create({
        service_id: serviceId ?? QUICK_QUESTION_SERVICE_ID,
        contact_method: method,
        [method === "phone" ? "guest_phone" : "guest_email"]: contact.trim(),
        question: values.question.trim(),
        intake: answers,
      });
      saveGuestContact(session.id, { method, value: contact.trim() });
      onDone?.();
      navigate(`/guest-chat/${session.id}`);
    } catch (error) {
      intake.reload();
      setFailure(errorText(error, CHAT_TEXTS.anonymousChatCreateFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ContactMethodFields
          method={method}
          value={contact}
          error={errors.contact}
          onMethodChange={(next) => {
            setMethod(next);
            setErrors((current) => ({ ...current, contact: null }));
          }}
          onValueChange={(value) => setValues((current) => ({ ...current, [method]: value }))}
          autoFocus
        />
        <Textarea
          label={T.question}
          placeholder={T.questionPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          value={values.question}
          onChange={(event) => {
            const question = event.currentTarget.value;
            setValues((current) => ({ ...current, question }));
          }}
          error={errors.question}
        />
        {intake.section}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={submitting} fullWidth>
          {T.startChat}
        </Button>
      </Stack>
    </form>
  );
}
