import { Group, Radio, TextInput } from "@mantine/core";
import type { QuickContactMethod } from "../../../domain/chat/chat.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
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
      {phone ? (
        <PhoneInput
          key={method}
          label={T.yourPhone}
          required
          value={value}
          onChange={onValueChange}
          error={error}
          data-autofocus={autoFocus || undefined}
        />
      ) : (
        <TextInput
          key={method}
          label={T.yourEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={T.emailPlaceholder}
          required
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          error={error}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </>
  );
}
