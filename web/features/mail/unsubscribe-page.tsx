import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import {
  MAIL_CATEGORIES,
  MAIL_CATEGORY_LABELS,
  type MailCategory,
  CHAT_MAIL_TEXTS as T,
} from "../../../domain/mail/mail.ts";
import { errorText } from "../../api/client.ts";
import { mailSettingsApi } from "../../api/mail-settings.ts";
import { AuthShell } from "../auth/auth-shell.tsx";

const isCategory = (value: string | null): value is MailCategory =>
  (MAIL_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The footer link of a mail: it asks before it acts, so a mail scanner that opens every link
 * unsubscribes nobody (mail apps use the one-click List-Unsubscribe address instead).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const category = params.get("category");
  const token = params.get("token") ?? "";
  const valid = Boolean(email && token) && isCategory(category);
  const act = useMutation({
    mutationFn: () => mailSettingsApi.unsubscribe({ email, category: category ?? "", token }),
  });
  const label = isCategory(category) ? MAIL_CATEGORY_LABELS[category].label : "";

  return (
    <AuthShell title={T.unsubscribeTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {!valid || act.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {act.isError ? errorText(act.error, T.unsubscribeInvalid) : T.unsubscribeInvalid}
          </Alert>
        ) : act.isSuccess ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {T.unsubscribed(label)}
            </Alert>
            <Button component={Link} to="/" variant="light">
              {T.toSite}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{T.unsubscribeQuestion(label, email)}</Text>
            <Button color="red" loading={act.isPending} onClick={() => act.mutate()}>
              {T.unsubscribeConfirm}
            </Button>
          </Stack>
        )}
      </Paper>
    </AuthShell>
  );
}
