import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import { phoneAuthApi } from "../../api/phone-auth.ts";
import { PhoneCodeSteps } from "../../ui/phone-code-steps.tsx";

/** A number proven by its code: what the registration sends with the rest. */
export interface PhoneProof {
  phone: string;
  phoneToken: string;
}

interface RegisterPhoneStepProps {
  /** The number a guest gave in their chat (issue 44 §3), to start from. */
  initialPhone?: string | null;
  /** Why the proof was sent back (it expired, another account has the number). */
  refusal: string | null;
  onProven: (proof: PhoneProof) => void;
}

/** Step 1 of the registration (issue 45 §2): the phone and the code sent to it. */
export function RegisterPhoneStep({ initialPhone, refusal, onProven }: RegisterPhoneStepProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {T.registerPhoneStep}
      </Title>
      {refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {refusal}
        </Alert>
      ) : null}
      <PhoneCodeSteps
        purpose="register"
        initialPhone={initialPhone}
        submitLabel={T.confirmCode}
        onCode={async ({ challengeId, code, phone }) => {
          const answer = await phoneAuthApi.verify(challengeId, code);
          if ("phone_token" in answer) onProven({ phone, phoneToken: answer.phone_token });
        }}
      />
    </Stack>
  );
}

/** The proven number above the rest of the form, with the way back to another one. */
export function ProvenPhone({ phone, onChange }: { phone: string; onChange: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="proven-phone">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={600}>{T.confirmed(formatPhone(phone))}</Text>
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={onChange}>
        {T.changeNumber}
      </Button>
    </Group>
  );
}
