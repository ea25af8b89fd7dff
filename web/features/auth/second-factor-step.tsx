import { Alert, Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { isNotEmpty, useForm } from "@mantine/form";
import { IconAlertCircle, IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { useAuth } from "../../lib/auth.ts";

interface SecondFactorStepProps {
  challenge: string;
  onSignedIn: (user: User) => void;
  /** Back to the password (the challenge died or the person changed their mind). */
  onBack: () => void;
}

/** Step 3 of a staff login with a second factor: the code from the app or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const { completeLogin } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm({
    initialValues: { code: "" },
    validate: { code: (value) => isNotEmpty(T.codeRequired)(value.trim()) },
  });
  const submit = form.onSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onSignedIn(await completeLogin(challenge, code.trim()));
    } catch (error) {
      setFailure(errorText(error, T.wrongCode));
      setExpired(error instanceof ApiError && error.detail === T.challengeExpired);
      form.setFieldValue("code", "");
    }
  });
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
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
          <Title order={1} size="h2" ta="center">
            {T.loginStepTitle}
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            {T.loginStepHint}
          </Text>
          <TextInput
            label={T.codeOrRecoveryLabel}
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            required
            disabled={expired}
            {...form.getInputProps("code")}
          />
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={expired}>
            {T.confirm}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
