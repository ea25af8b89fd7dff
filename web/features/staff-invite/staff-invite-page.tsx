import { Alert, Paper, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PASSWORD_RESET_TEXTS } from "../../../domain/mail/mail.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import { homePathOf } from "../../../domain/users/users.ts";
import { ApiError } from "../../api/client.ts";
import { staffApi } from "../../api/staff.ts";
import { useAuth } from "../../lib/auth.ts";
import { linkTokenOf } from "../../lib/link-token.ts";
import { AuthShell } from "../auth/auth-shell.tsx";
import { NewPasswordForm } from "../password-reset/new-password-form.tsx";

/**
 * The page an invitation mail opens (issue 30 §1): the colleague sets a password, twice, and
 * lands in the cabinet signed in with the role the administrator gave.
 */
export function StaffInvitePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const token = linkTokenOf(hash);
  const [invalid, setInvalid] = useState<string | null>(token ? null : T.linkMissing);

  return (
    <AuthShell title={T.acceptTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {invalid ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {invalid}
          </Alert>
        ) : (
          <NewPasswordForm
            lead={<Text size="sm">{T.acceptLead}</Text>}
            submitLabel={T.acceptSubmit}
            failedText={PASSWORD_RESET_TEXTS.failed}
            onSave={async (password) => {
              if (!token) return;
              const user = await signIn(await staffApi.accept({ token, password }));
              navigate(homePathOf(user), { replace: true });
            }}
            onRefused={(error) => {
              const dead = error instanceof ApiError && error.detail === T.linkInvalid;
              if (dead) setInvalid(T.linkInvalid);
              return dead;
            }}
          />
        )}
      </Paper>
    </AuthShell>
  );
}
