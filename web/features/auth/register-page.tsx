import { Anchor, Paper, Text } from "@mantine/core";
import { useMemo } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import type { User } from "../../../domain/users/user-schemas.ts";
import { afterSignInPath, signInFrom } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { forgetGuestChat, rememberedGuestChat } from "../../lib/guest-chat-memory.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { useSiteDocumentDialog } from "../../ui/use-site-document-dialog.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { RegisterForm } from "./register-form.tsx";

/** Client registration (spec 1 §2); executors are created by the operator, not here. */
export function RegisterPage() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const from = signInFrom(location.state);
  const documentDialog = useSiteDocumentDialog();
  const guestChatId = useSearchParams()[0].get("guest_chat");
  // The name, e-mail and phone the guest gave in that chat, as this browser remembers them (issue
  // 44 §3): read after hydration (the server knows no browser's storage), the form then remounts.
  const hydrated = useHydrated();
  const initial = useMemo(() => {
    const chat = hydrated && guestChatId ? rememberedGuestChat(guestChatId) : null;
    return chat ? { full_name: chat.name, email: chat.email, phone: chat.phone } : undefined;
  }, [hydrated, guestChatId]);

  // Registering from a guest chat (issue 28): the chat moved into the account and opens there.
  const next = (account: User) =>
    guestChatId
      ? `/dashboard?chat=${encodeURIComponent(guestChatId)}`
      : afterSignInPath(account, from);
  if (user) return <Navigate to={next(user)} replace />;
  if (user === undefined) return <LoadingState />;

  const onRegistered = (registered: User) => {
    if (guestChatId) forgetGuestChat(guestChatId);
    navigate(next(registered), { replace: true });
  };

  return (
    <AuthShell
      title="Регистрация"
      lead="Документы и переписка с юристом будут храниться в вашем личном кабинете"
    >
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        <RegisterForm
          key={initial ? "prefilled" : "empty"}
          onRegistered={onRegistered}
          onOpenDocument={documentDialog.show}
          guestChatId={guestChatId}
          initial={initial}
        />
      </Paper>
      <Text ta="center" size="sm">
        Уже зарегистрированы?{" "}
        <Anchor component={Link} to="/login" state={location.state} fw={600}>
          Войти
        </Anchor>
      </Text>
      {documentDialog.dialog}
    </AuthShell>
  );
}
