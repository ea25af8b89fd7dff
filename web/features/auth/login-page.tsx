import { Anchor, Text } from "@mantine/core";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { LOGIN_TYPES, type LoginType } from "../../../domain/users/users.ts";
import { afterSignInPath, signInFrom } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { LoginForm } from "./login-form.tsx";
import { LoginTypePicker } from "./login-type-picker.tsx";

function parseLoginType(value: string | null): LoginType | null {
  return LOGIN_TYPES.find((type) => type === value) ?? null;
}

/**
 * Login in two steps (spec 1 §2): the login type, then e-mail and password. The chosen type sits
 * in the address (?type=…), so the browser's back button returns to the first step.
 */
export function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const from = signInFrom(location.state);
  const type = parseLoginType(searchParams.get("type"));

  if (user) return <Navigate to={afterSignInPath(user, from)} replace />;
  if (user === undefined) return <LoadingState />;

  // Keep the "return to" page across the two steps.
  const pick = (next: LoginType | null) =>
    setSearchParams(next ? { type: next } : {}, { state: location.state });

  if (type) {
    return (
      <AuthShell>
        <LoginForm key={type} type={type} from={from} onBack={() => pick(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Вход в личный кабинет" lead="Выберите, как вы входите" width="wide">
      <LoginTypePicker onPick={pick} />
      <Text ta="center" size="sm">
        Впервые у нас?{" "}
        <Anchor component={Link} to="/register" state={location.state} fw={600}>
          Зарегистрируйтесь
        </Anchor>
      </Text>
    </AuthShell>
  );
}
