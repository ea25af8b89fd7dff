import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { QuickContactMethod } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../api/chat.ts";
import { quickContactError } from "./contact-checks.ts";
import { ContactMethodFields } from "./contact-method-fields.tsx";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import type { GuestContact } from "./guest-contact-storage.ts";

interface GuestContactModalProps {
  opened: boolean;
  session: ChatSession;
  onSave(contact: GuestContact): void;
  onClose(): void;
}

/**
 * Spec 1 §2, §4: before the first message a guest without a stored contact gives a phone or an
 * e-mail; the chat's own contact is offered first.
 */
export function GuestContactModal({ opened, session, onSave, onClose }: GuestContactModalProps) {
  const [method, setMethod] = useState<QuickContactMethod>(
    !session.guest_phone && session.guest_email ? "email" : "phone",
  );
  const [values, setValues] = useState({
    phone: session.guest_phone ?? "",
    email: session.guest_email ?? "",
  });
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = quickContactError(method, values[method]);
    setError(found);
    if (!found) onSave({ method, value: values[method].trim() });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.contactModalTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {T.contactModalLead}
          </Text>
          <ContactMethodFields
            method={method}
            value={values[method]}
            error={error}
            onMethodChange={(next) => {
              setMethod(next);
              setError(null);
            }}
            onValueChange={(value) => setValues((current) => ({ ...current, [method]: value }))}
            autoFocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit">{T.save}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
