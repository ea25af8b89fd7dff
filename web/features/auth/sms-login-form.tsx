import { Paper, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import { phoneAuthApi } from "../../api/phone-auth.ts";
import { afterSignInPath } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { PhoneCodeSteps } from "../../ui/phone-code-steps.tsx";

interface SmsLoginFormProps {
  /** The page the visitor was stopped at, to return to after login. */
  from: string | undefined;
  /** A member of staff with a second factor: the code from the app comes next. */
  onSecondFactor: (challenge: string) => void;
}

/**
 * «Войти по SMS» (issue 45 §2): the account's confirmed number and the code sent to it; then the
 * app goes on exactly as after a password (the token kept, the cabinet of the account's role).
 */
export function SmsLoginForm({ from, onSecondFactor }: SmsLoginFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm" maw={480} mx="auto">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.smsLoginLead}
        </Text>
        <PhoneCodeSteps
          purpose="login"
          submitLabel={T.smsSignIn}
          onCode={async ({ challengeId, code }) => {
            const answer = await phoneAuthApi.verify(challengeId, code);
            if ("second_factor_required" in answer) onSecondFactor(answer.challenge);
            else if ("access_token" in answer) {
              const user = await signIn(answer);
              navigate(afterSignInPath(user, from), { replace: true });
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
