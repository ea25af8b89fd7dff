import { Alert, Button, Divider, Group, Stack } from "@mantine/core";
import { IconAlertCircle, IconLogout, IconShieldCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import { ApiError, errorText, tokenStorage } from "../../api/client.ts";
import { phoneAuthApi } from "../../api/phone-auth.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAuth } from "../../lib/auth.ts";
import { joinHeldGuestChats } from "../../lib/join-held-guest-chats.ts";
import { PhoneCodeSteps } from "../../ui/phone-code-steps.tsx";
import { AccountGateCard } from "./account-gate-card.tsx";

/*
 * The confirmation of an account's number (issue 45 §2): the steps, and the screen every page
 * gives way to until they are done. One file, so one chunk: the layout loads the screen lazily,
 * and every page's first script names each chunk it may load.
 */

interface ConfirmPhoneStepsProps {
  /** The number the account has (unconfirmed), to start from. */
  initialPhone?: string | null;
  onConfirmed: (user: User) => void | Promise<void>;
}

/**
 * The number and its code, then `POST /api/auth/phone/confirm` (issue 45 §2): the account's first
 * confirmed number, or a new one (the server asks for the password again then, and the cabinet's
 * dialog asks it). Should the saving fail after a right code (the password dialog cancelled, the
 * connection lost), the proof stays good for a while and «Сохранить номер» tries again.
 */
export function ConfirmPhoneSteps({ initialPhone, onConfirmed }: ConfirmPhoneStepsProps) {
  const [unsaved, setUnsaved] = useState<{ token: string; failure: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (token: string) => onConfirmed(await phoneAuthApi.confirm(token));

  if (unsaved) {
    const retry = async () => {
      setSaving(true);
      try {
        await save(unsaved.token);
      } catch (error) {
        setUnsaved({ token: unsaved.token, failure: errorText(error, T.saveFailed) });
      } finally {
        setSaving(false);
      }
    };
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {unsaved.failure}
        </Alert>
        <Group gap="sm">
          <Button loading={saving} onClick={() => void retry()}>
            {T.saveAgain}
          </Button>
          <Button variant="default" onClick={() => setUnsaved(null)}>
            {T.changeNumber}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <PhoneCodeSteps
      purpose="confirm"
      initialPhone={initialPhone}
      submitLabel={T.confirmCode}
      onCode={async ({ challengeId, code }) => {
        const answer = await phoneAuthApi.verify(challengeId, code);
        if (!("phone_token" in answer)) return;
        try {
          await save(answer.phone_token);
        } catch (error) {
          // Another account's number: back to the number, where the steps show why.
          if (error instanceof ApiError && error.status === 409) throw error;
          setUnsaved({ token: answer.phone_token, failure: errorText(error, T.saveFailed) });
        }
      }}
    />
  );
}

/**
 * «Подтвердите номер телефона» (issue 45 §2): what an account without a confirmed number sees in
 * place of any page, right after it signs in (every account made before the law's identification,
 * invited staff, the generated operator). The server refuses it everything else meanwhile; once
 * the number is confirmed the page it was going to opens (and for an administrator who owes a
 * second factor, that set-up next). «Выйти» stays.
 */
export function PhoneConfirmationGate() {
  const { user, logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) return null;

  const confirmed = async (account: User) => {
    const token = tokenStorage.get();
    // What was held back until now: the guest chats of this browser that are the client's.
    if (token) {
      await joinHeldGuestChats({ access_token: token, token_type: "bearer", user: account });
    }
    // The page's reads refused meanwhile are read again as it opens.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.me[0],
      refetchType: "none",
    });
    queryClient.setQueryData(queryKeys.me, account);
  };

  return (
    <AccountGateCard
      title={T.gateTitle}
      why={T.gateWhy}
      hint={T.gateHint}
      icon={<IconShieldCheck size={20} />}
    >
      <ConfirmPhoneSteps initialPhone={user.phone} onConfirmed={confirmed} />
      <Divider />
      <Button
        variant="default"
        leftSection={<IconLogout size={18} />}
        w="fit-content"
        onClick={async () => {
          await logout();
          navigate("/", { replace: true });
        }}
      >
        {T.signOut}
      </Button>
    </AccountGateCard>
  );
}
