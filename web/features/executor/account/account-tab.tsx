import { Paper, Stack, Text, Title } from "@mantine/core";
import { useAuth } from "../../../lib/auth.ts";
import { EmailChangeSection } from "../../account/email-change-section.tsx";
import { PasswordChangeSection } from "../../account/password-change-section.tsx";
import { PhoneSection } from "../../account/phone-section.tsx";
import { SecondFactorSection } from "../../account/second-factor-section.tsx";
import { SessionsSection } from "../../account/sessions-section.tsx";
import { EXECUTOR_TEXTS as T } from "../executor-texts.ts";
import { PhotoSection } from "./photo-section.tsx";
import { PushSection } from "./push-section.tsx";
import { TelegramSection } from "./telegram-section.tsx";
import { WorkingWeekSection } from "./working-week-section.tsx";

/**
 * «Учётная запись» of the lawyer's cabinet: who is signed in, and the same e-mail and password
 * changes a client has in «Профиль», so a lawyer never needs the database or a setting for them
 * (the operator account made at the first start has a placeholder address and a one-time password),
 * the second factor of staff accounts and the list of sessions (issue 27 §5).
 */
export function AccountTab() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Stack gap="lg" data-testid="executor-account-tab">
      <Title order={2}>{T.tabs.account}</Title>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="executor-account">
        <Title order={2} size="h4" id="executor-account" mb="xs">
          {T.account.signedInAs}
        </Title>
        <Text fw={700}>{user.full_name}</Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
          {user.email} · {T.account.roles[user.role === "admin" ? "admin" : "executor"]}
        </Text>
      </Paper>
      <PhotoSection name={user.full_name} />
      <PushSection />
      <TelegramSection />
      <WorkingWeekSection />
      <PhoneSection user={user} />
      <EmailChangeSection currentEmail={user.email} />
      <PasswordChangeSection />
      <SecondFactorSection />
      <SessionsSection />
    </Stack>
  );
}
