import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { isEmail, isNotEmpty, useForm } from "@mantine/form";
import { IconAlertCircle, IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PASSWORD_RESET_TEXTS } from "../../../domain/mail/mail.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import type { LoginType } from "../../../domain/users/users.ts";
import { errorText } from "../../api/client.ts";
import { afterSignInPath } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { LOGIN_TYPE_VIEWS } from "./login-types.ts";
import { SecondFactorStep } from "./second-factor-step.tsx";

interface LoginFormProps {
  type: LoginType;
  /** The page the visitor was stopped at, to return to after login. */
  from: string | undefined;
  onBack: () => void;
}

/** Step 2 of the login: e-mail and password for the chosen login type. */
export function LoginForm({ type, from, onBack }: LoginFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the account has a second factor: the password was right, the code comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const view = LOGIN_TYPE_VIEWS[type];
  const Icon = view.icon;

  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (value) =>
        isNotEmpty(AUTH_TEXTS.emailRequired)(value.trim()) ??
        isEmail(AUTH_TEXTS.emailInvalid)(value.trim()),
      password: isNotEmpty(AUTH_TEXTS.passwordRequired),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const answer = await login({ email: email.trim(), password, login_type: type });
      if ("second_factor_required" in answer) setChallenge(answer.challenge);
      else navigate(afterSignInPath(answer, from), { replace: true });
    } catch (error) {
      setFailure(errorText(error, AUTH_TEXTS.loginFailed));
    }
  });

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={(user) => navigate(afterSignInPath(user, from), { replace: true })}
        onBack={() => {
          setChallenge(null);
          form.setFieldValue("password", "");
        }}
      />
    );
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "lg", sm: "xl" }}
      shadow="sm"
      style={{ borderTop: `4px solid var(--mantine-color-${view.color}-6)` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={18} />}
            onClick={onBack}
            px={6}
            w="fit-content"
          >
            Назад
          </Button>
          <Stack gap="xs" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color={view.color} variant="light" aria-hidden>
              <Icon size={30} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {view.heading}
            </Title>
          </Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="name@example.ru"
            required
            {...form.getInputProps("email")}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Пароль"
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
            <Anchor component={Link} to="/password-reset" size="sm" fw={600} ta="right">
              {PASSWORD_RESET_TEXTS.forgot}
            </Anchor>
          </Stack>
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" color={view.color} size="md" fullWidth loading={form.submitting}>
            Войти
          </Button>
          {type === "executor" ? null : (
            <Text size="sm" ta="center">
              Нет аккаунта?{" "}
              <Anchor component={Link} to="/register" state={from ? { from } : undefined} fw={600}>
                Зарегистрироваться
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
