import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Stack,
  TextInput,
} from "@mantine/core";
import { type FormErrors, isEmail, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import type { SiteDocumentKey } from "../../../domain/site-documents/site-documents.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type ClientType,
  PASSWORD_MIN_LENGTH,
} from "../../../domain/users/users.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { track } from "../../lib/analytics.ts";
import { useAuth } from "../../lib/auth.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { forgetShownDocumentsOn, shownDocumentVersions } from "../../ui/shown-document-versions.ts";
import type { PhoneProof } from "./register-phone-step.tsx";

interface RegisterValues {
  full_name: string;
  email: string;
  password: string;
  confirmPassword: string;
  client_type: ClientType;
  agreeToTerms: boolean;
}

const REQUIRED = ["full_name", "email", "password", "confirmPassword"] as const;

/** Spec 1 §5: all fields required, a valid e-mail, 6+ characters, matching passwords, consent. */
function validate(values: RegisterValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of REQUIRED) {
    // `true` outlines the empty field in red; the shared message is shown once, above the button.
    if (!values[field].trim()) errors[field] = true;
  }
  const emailError = isEmail(AUTH_TEXTS.emailInvalid)(values.email.trim());
  if (!errors.email && emailError) errors.email = emailError;
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = AUTH_TEXTS.passwordTooShort;
  }
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = AUTH_TEXTS.passwordsDiffer;
  }
  if (!values.agreeToTerms) errors.agreeToTerms = AUTH_TEXTS.consentRequired;
  return errors;
}

/** What the server says of a number's proof: the form sends the visitor back to step 1. */
const PHONE_REFUSALS: readonly string[] = [
  PHONE_AUTH_TEXTS.confirmRequired,
  PHONE_AUTH_TEXTS.tokenInvalid,
  PHONE_AUTH_TEXTS.phoneTaken,
];

interface RegisterFormProps {
  /** The number proven in step 1 (issue 45 §2), sent with the rest. */
  proof: PhoneProof;
  onRegistered: (user: User) => void;
  /** The proof was refused (expired, the number is another account's): step 1 again. */
  onPhoneRefused: (detail: string) => void;
  onOpenDocument: (key: SiteDocumentKey) => void;
  /** The guest chat the visitor registers from: the server moves it into the account. */
  guestChatId?: string | null;
  /** What the guest already gave in that chat (issue 44 §3): not asked again. */
  initial?: Partial<Pick<RegisterValues, "full_name" | "email">>;
  /** A registration begun from Yandex ID: the link that ties the new account to it. */
  yandexLink?: string | null;
}

/** Step 2 of the registration (spec 1 §5): who the client is, the password and the consent. */
export function RegisterForm({
  proof,
  onRegistered,
  onPhoneRefused,
  onOpenDocument,
  guestChatId,
  initial,
  yandexLink,
}: RegisterFormProps) {
  const { register } = useAuth();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: {
      full_name: initial?.full_name ?? "",
      email: initial?.email ?? "",
      password: "",
      confirmPassword: "",
      client_type: "individual",
      agreeToTerms: false,
    },
    validate,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const user = await register({
          full_name: values.full_name.trim(),
          email: values.email.trim(),
          phone: proof.phone,
          phone_token: proof.phoneToken,
          password: values.password,
          client_type: values.client_type,
          // Only a ticked form gets here (validate); the server records the consent.
          agree_to_terms: true,
          ...(guestChatId ? { guest_chat_id: guestChatId } : {}),
          ...(yandexLink ? { yandex_link: yandexLink } : {}),
          ...shownDocumentVersions(queryClient),
        });
        track("registration", { user_type: values.client_type });
        onRegistered(user);
      } catch (error) {
        forgetShownDocumentsOn(queryClient, error);
        if (error instanceof ApiError && PHONE_REFUSALS.includes(error.detail)) {
          onPhoneRefused(error.detail);
          return;
        }
        setFailure(errorText(error, AUTH_TEXTS.registrationFailed));
      }
    },
    (errors) => {
      const missing = REQUIRED.some((field) => errors[field] === true);
      setFailure(missing ? AUTH_TEXTS.allFieldsRequired : null);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="ФИО" autoComplete="name" required {...form.getInputProps("full_name")} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Пароль"
          placeholder={AUTH_TEXTS.passwordPlaceholder}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Подтверждение пароля"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Radio.Group label="Тип клиента" {...form.getInputProps("client_type")}>
          <Group gap="lg" mt={6}>
            {CLIENT_TYPES.map((type) => (
              <Radio key={type} value={type} label={CLIENT_TYPE_LABELS[type]} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          {...form.getInputProps("agreeToTerms", { type: "checkbox" })}
          label={<ConsentLabel onOpenDocument={onOpenDocument} />}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Зарегистрироваться
        </Button>
      </Stack>
    </form>
  );
}
