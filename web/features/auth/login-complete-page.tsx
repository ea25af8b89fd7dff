import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { User } from "../../../domain/users/user-schemas.ts";
import { YANDEX_ID_TEXTS } from "../../../domain/yandex-id/yandex-id.ts";
import { errorText } from "../../api/client.ts";
import { exchangeYandexCode } from "../../api/yandex-id.ts";
import { afterSignInPath } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { joinHeldGuestChats } from "../../lib/join-held-guest-chats.ts";
import { AuthShell } from "./auth-shell.tsx";
import { SecondFactorStep } from "./second-factor-step.tsx";
import { rememberYandexRegistration, takeReturnPath } from "./yandex-sign-in-memory.ts";

type Step =
  | { kind: "working" }
  | { kind: "failed"; detail: string }
  | { kind: "second-factor"; challenge: string; from: string | undefined };

/** The one-time code of `#code=…`, read once; the address then forgets it. */
function takeCodeFromAddress(): string | null {
  if (typeof window === "undefined") return null;
  const code = new URLSearchParams(window.location.hash.slice(1)).get("code");
  if (window.location.hash) {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}`,
    );
  }
  return code;
}

/**
 * Where the callback of a sign-in with Yandex ID sends the browser (issue 45 §2): the code from
 * the address is exchanged once — a session kept as after a login (with this browser's guest
 * chats joining a client's account), the second factor's code for staff who have one, or the
 * registration form filled with what Yandex gave.
 */
export function LoginCompletePage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: "working" });
  // The code works once: the effect must not send it twice (React runs effects twice in dev).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = takeCodeFromAddress();
    const from = takeReturnPath();
    if (!code) {
      setStep({ kind: "failed", detail: YANDEX_ID_TEXTS.codeExpired });
      return;
    }
    (async () => {
      try {
        const answer = await exchangeYandexCode(code);
        if ("registration" in answer) {
          rememberYandexRegistration(answer.registration);
          navigate("/register", { replace: true, state: from ? { from } : undefined });
        } else if ("second_factor_required" in answer) {
          setStep({ kind: "second-factor", challenge: answer.challenge, from });
        } else {
          await joinHeldGuestChats(answer);
          navigate(afterSignInPath(await signIn(answer), from), { replace: true });
        }
      } catch (error) {
        setStep({ kind: "failed", detail: errorText(error, YANDEX_ID_TEXTS.failed) });
      }
    })();
  }, [navigate, signIn]);

  if (step.kind === "second-factor") {
    return (
      <AuthShell>
        <SecondFactorStep
          challenge={step.challenge}
          onSignedIn={(user: User) => navigate(afterSignInPath(user, step.from), { replace: true })}
          onBack={() => navigate("/login", { replace: true })}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={YANDEX_ID_TEXTS.completeTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {step.kind === "working" ? (
          <Group justify="center" gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{YANDEX_ID_TEXTS.completing}</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {step.detail}
            </Alert>
            <Button component={Link} to="/login" replace fullWidth>
              {YANDEX_ID_TEXTS.retry}
            </Button>
          </Stack>
        )}
      </Paper>
    </AuthShell>
  );
}
