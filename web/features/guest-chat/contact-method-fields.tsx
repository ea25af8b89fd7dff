import { Group, Radio, TextInput } from "@mantine/core";
import type { QuickContactMethod } from "../../../domain/chat/chat.ts";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";

interface ContactMethodFieldsProps {
  method: QuickContactMethod;
  value: string;
  error: string | null;
  onMethodChange(method: QuickContactMethod): void;
  onValueChange(value: string): void;
  autoFocus?: boolean;
}

/** «Телефон или email» and the matching field: the quick form and the guest's contact modal. */
export function ContactMethodFields({
  method,
  value,
  error,
  onMethodChange,
  onValueChange,
  autoFocus,
}: ContactMethodFieldsProps) {
  const phone = method === "phone";
  return (
    <>
      <Radio.Group
        label={T.contactMethod}
        value={method}
        onChange={(next) => onMethodChange(next as QuickContactMethod)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="phone" label={T.phone} />
          <Radio value="email" label={T.email} />
        </Group>
      </Radio.Group>
      <TextInput
        key={method}
        label={phone ? T.yourPhone : T.yourEmail}
        type={phone ? "tel" : "email"}
        inputMode={phone ? "tel" : "email"}
        autoComplete={phone ? "tel" : "email"}
        placeholder={phone ? T.phonePlaceholder : T.emailPlaceholder}
        required
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        error={error}
        data-autofocus={autoFocus || undefined}
      />
    </>
  );
}
