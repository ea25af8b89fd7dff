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
import type { SiteDocumentKey } from "../../../domain/site-documents/site-documents.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type ClientType,
  PASSWORD_MIN_LENGTH,
} from "../../../domain/users/users.ts";
import { errorText } from "../../api/client.ts";
import { track } from "../../lib/analytics.ts";
import { useAuth } from "../../lib/auth.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { forgetShownDocumentsOn, shownDocumentVersions } from "../../ui/shown-document-versions.ts";

interface RegisterValues {
  full_name: string;
  email: string;
  phone: string;
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

interface RegisterFormProps {
  onRegistered: (user: User) => void;
  onOpenDocument: (key: SiteDocumentKey) => void;
  /** The guest chat the visitor registers from: the server moves it into the account. */
  guestChatId?: string | null;
  /** What the guest already gave in that chat (issue 44 §3): not asked again. */
  initial?: Partial<Pick<RegisterValues, "full_name" | "email" | "phone">>;
}

export function RegisterForm({
  onRegistered,
  onOpenDocument,
  guestChatId,
  initial,
}: RegisterFormProps) {
  const { register } = useAuth();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: {
      full_name: initial?.full_name ?? "",
      email: initial?.email ?? "",
      phone: initial?.phone ?? "",
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
          ...(values.phone ? { phone: values.phone } : {}),
          password: values.password,
          client_type: values.client_type,
          // Only a ticked form gets here (validate); the server records the consent.
          agree_to_terms: true,
          ...(guestChatId ? { guest_chat_id: guestChatId } : {}),
          ...shownDocumentVersions(queryClient),
        });
        track("registration", { user_type: values.client_type });
        onRegistered(user);
      } catch (error) {
        forgetShownDocumentsOn(queryClient, error);
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
        <PhoneInput
          label={AUTH_TEXTS.phoneOptional}
          value={form.values.phone}
          onChange={(value) => form.setFieldValue("phone", value)}
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
