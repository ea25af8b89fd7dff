import { Anchor, Stack, Tabs, Text } from "@mantine/core";
import { IconKey, IconMessage2 } from "@tabler/icons-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import { LOGIN_TYPES, type LoginType } from "../../../domain/users/users.ts";
import { afterSignInPath, signInFrom } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { LoginForm } from "./login-form.tsx";
import { LoginTypePicker } from "./login-type-picker.tsx";
import { SecondFactorStep } from "./second-factor-step.tsx";
import { SmsLoginForm } from "./sms-login-form.tsx";
import { YandexIdButton } from "./yandex-id-button.tsx";

function parseLoginType(value: string | null): LoginType | null {
  return LOGIN_TYPES.find((type) => type === value) ?? null;
}

/** The two ways in, by the address (?via=password), so a link or a reload keeps the choice. */
type Way = "sms" | "password";

/**
 * The login (spec 1 §2, issue 45 §2): «Войти по SMS», the number and its code, or «Войти по
 * паролю», the login type and then e-mail and password. The way and the chosen type sit in the
 * address (?via=…, ?type=…), so the browser's back button returns to the step before.
 */
export function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  /** An SMS sign-in of staff with a second factor: the code from the app comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const from = signInFrom(location.state);
  const type = parseLoginType(searchParams.get("type"));
  const way: Way = type || searchParams.get("via") === "password" ? "password" : "sms";

  if (user) return <Navigate to={afterSignInPath(user, from)} replace />;
  if (user === undefined) return <LoadingState />;

  // Keep the "return to" page across the steps.
  const pick = (next: LoginType | null) =>
    setSearchParams(next ? { type: next } : { via: "password" }, { state: location.state });

  if (type) {
    return (
      <AuthShell>
        <LoginForm key={type} type={type} from={from} onBack={() => pick(null)} />
      </AuthShell>
    );
  }

  if (challenge) {
    return (
      <AuthShell>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={(signedIn) => navigate(afterSignInPath(signedIn, from), { replace: true })}
          onBack={() => setChallenge(null)}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Вход в личный кабинет" width="wide">
      <Tabs
        value={way}
        onChange={(next) =>
          setSearchParams(next === "password" ? { via: "password" } : {}, {
            state: location.state,
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List grow aria-label={T.loginWays} maw={480} mx="auto" mb="lg">
          <Tabs.Tab value="sms" leftSection={<IconMessage2 size={18} aria-hidden />}>
            {T.bySms}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={18} aria-hidden />}>
            {T.byPassword}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sms">
          <SmsLoginForm from={from} onSecondFactor={setChallenge} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <Stack gap="md">
            <Text c="dimmed" ta="center">
              Выберите, как вы входите
            </Text>
            <LoginTypePicker onPick={pick} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <YandexIdButton from={from} />
      <Text ta="center" size="sm">
        Впервые у нас?{" "}
        <Anchor component={Link} to="/register" state={location.state} fw={600}>
          Зарегистрируйтесь
        </Anchor>
      </Text>
    </AuthShell>
  );
}
