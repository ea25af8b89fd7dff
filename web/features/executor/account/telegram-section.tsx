import { Button, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBrandTelegram } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  TELEGRAM_TEXTS as T,
  TELEGRAM_ALERT_KINDS,
  TELEGRAM_ALERT_LABELS,
} from "../../../../domain/telegram/telegram.ts";
import type {
  TelegramAccount,
  TelegramLink,
} from "../../../../domain/telegram/telegram-schemas.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { telegramApi } from "../../../api/telegram.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { TelegramLinkWaiting } from "../../telegram/telegram-link-waiting.tsx";

/** While the link waits to be opened in Telegram, the account is asked this often. */
const WAIT_POLL_MS = 3_000;

/**
 * «Telegram» in «Учётная запись» (issue 47 §2): the lawyer links their Telegram by a one-time
 * link to the firm's bot, picks which alerts come there, and unlinks it.
 */
export function TelegramSection() {
  const client = useQueryClient();
  const [link, setLink] = useState<TelegramLink | null>(null);
  const [confirming, setConfirming] = useState(false);
  const account = useQuery({
    queryKey: cabinetQueryKeys.telegramAccount,
    queryFn: telegramApi.account,
    refetchInterval: (query) => (link && !query.state.data?.linked ? WAIT_POLL_MS : false),
  });
  const update = (next: TelegramAccount) =>
    client.setQueryData(cabinetQueryKeys.telegramAccount, next);
  const create = useMutation({ mutationFn: telegramApi.link, onSuccess: setLink });
  const alerts = useMutation({
    mutationFn: telegramApi.saveAlerts,
    onSuccess: (next) => {
      update(next);
      notifications.show({ color: "teal", message: T.alertsSaved });
    },
    onError: (error) =>
      notifications.show({ color: "red", message: errorText(error, T.loadFailed) }),
  });
  const unlink = useMutation({
    mutationFn: telegramApi.unlink,
    onSuccess: async () => {
      setLink(null);
      await account.refetch();
      notifications.show({ color: "teal", message: T.disconnected });
    },
    onError: (error) =>
      notifications.show({ color: "red", message: errorText(error, T.loadFailed) }),
  });

  const data = account.data;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="executor-telegram">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="executor-telegram">
          {T.accountTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.accountHint}
        </Text>
        {account.isPending ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : account.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        ) : !data?.bot_configured ? (
          <Text size="sm">{T.notConfigured}</Text>
        ) : data.linked ? (
          <>
            <Text size="sm" role="status" fw={600}>
              {T.linkedAs(data.telegram_name ?? "Telegram")}
            </Text>
            <Stack gap={8} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600} mb={4}>
                {T.alertsTitle}
              </Text>
              {TELEGRAM_ALERT_KINDS.map((kind) => (
                <Switch
                  key={kind}
                  label={TELEGRAM_ALERT_LABELS[kind]}
                  checked={data.alerts[kind]}
                  disabled={alerts.isPending}
                  onChange={(event) => alerts.mutate({ [kind]: event.currentTarget.checked })}
                />
              ))}
            </Stack>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {T.disconnect}
            </Button>
          </>
        ) : link ? (
          <TelegramLinkWaiting link={link} hint={T.linkHint} />
        ) : (
          <Button
            leftSection={<IconBrandTelegram size={18} aria-hidden />}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {T.connect}
          </Button>
        )}
        {create.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorText(create.error, T.botUnavailable)}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={T.disconnect}
        text={T.disconnectConfirm}
        color="red"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await unlink.mutateAsync().catch(() => {});
        }}
      />
    </Paper>
  );
}
