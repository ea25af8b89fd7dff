import { Anchor, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import { afterSignInPath, signInFrom } from "../../lib/access.ts";
import { useAuth } from "../../lib/auth.ts";
import { forgetGuestChat, rememberedGuestChat } from "../../lib/guest-chat-memory.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { useSiteDocumentDialog } from "../../ui/use-site-document-dialog.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { RegisterForm } from "./register-form.tsx";
import { type PhoneProof, ProvenPhone, RegisterPhoneStep } from "./register-phone-step.tsx";
import { YandexIdButton } from "./yandex-id-button.tsx";
import {
  useYandexRegistration,
  YandexPrefillNote,
  yandexPrefillOf,
} from "./yandex-registration.tsx";
import { forgetYandexRegistration } from "./yandex-sign-in-memory.ts";

/**
 * Client registration (spec 1 §2): the phone and its code first (issue 45 §2: the law's
 * identification), then the rest; executors are created by the operator, not here.
 */
export function RegisterPage() {
  const { user } = useAuth();
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [phoneRefusal, setPhoneRefusal] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const from = signInFrom(location.state);
  const documentDialog = useSiteDocumentDialog();
  const guestChatId = useSearchParams()[0].get("guest_chat");
  // The name, e-mail and phone the guest gave in that chat, as this browser remembers them (issue
  // 44 §3): read after hydration (the server knows no browser's storage), the form then remounts.
  const hydrated = useHydrated();
  // Or what Yandex ID gave, when the registration began there (issue 45 §2).
  const yandex = useYandexRegistration();
  const initial = useMemo(() => {
    const chat = hydrated && guestChatId ? rememberedGuestChat(guestChatId) : null;
    if (chat) return { full_name: chat.name, email: chat.email, phone: chat.phone };
    return yandex ? yandexPrefillOf(yandex) : undefined;
  }, [hydrated, guestChatId, yandex]);

  // Registering from a guest chat (issue 28): the chat moved into the account and opens there.
  const next = (account: User) =>
    guestChatId
      ? `/dashboard?chat=${encodeURIComponent(guestChatId)}`
      : afterSignInPath(account, from);
  if (user) return <Navigate to={next(user)} replace />;
  if (user === undefined) return <LoadingState />;

  const onRegistered = (registered: User) => {
    if (guestChatId) forgetGuestChat(guestChatId);
    forgetYandexRegistration();
    navigate(next(registered), { replace: true });
  };

  return (
    <AuthShell
      title="Регистрация"
      lead="Документы и переписка с юристом будут храниться в вашем личном кабинете"
    >
      {yandex ? <YandexPrefillNote /> : null}
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {proof ? (
          <Stack gap="md">
            <ProvenPhone phone={proof.phone} onChange={() => setProof(null)} />
            <Divider />
            <Title order={2} size="h4">
              {T.registerDetailsStep}
            </Title>
            <RegisterForm
              key={initial ? "prefilled" : "empty"}
              proof={proof}
              onRegistered={onRegistered}
              onPhoneRefused={(detail) => {
                setPhoneRefusal(detail);
                setProof(null);
              }}
              onOpenDocument={documentDialog.show}
              guestChatId={guestChatId}
              initial={initial}
              yandexLink={yandex?.yandex_link}
            />
          </Stack>
        ) : (
          <RegisterPhoneStep
            key={initial ? "prefilled" : "empty"}
            initialPhone={initial?.phone}
            refusal={phoneRefusal}
            onProven={(proven) => {
              setPhoneRefusal(null);
              setProof(proven);
            }}
          />
        )}
      </Paper>
      {yandex ? null : <YandexIdButton from={from} />}
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
