import { Button, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  TELEGRAM_TEXTS as T,
  TELEGRAM_TOKEN_PATTERN,
} from "../../../../domain/telegram/telegram.ts";
import type { TelegramBotSettings } from "../../../../domain/telegram/telegram-schemas.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { telegramApi } from "../../../api/telegram.ts";
import { useAuth } from "../../../lib/auth.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";

/**
 * «Telegram» under «Настройки сайта» (issue 47 §1): the administrator enters the firm's bot's
 * token from @BotFather; the server checks it with Telegram and keeps it sealed, so the form
 * only ever shows whether one is set and the bot's name.
 */
export function TelegramBotSection() {
  const { user } = useAuth();
  return (
    <Stack component="section" gap="sm" aria-labelledby="telegram-bot-title">
      <Title order={3} id="telegram-bot-title">
        {T.settingsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {T.settingsHint}
      </Text>
      {user?.role === "admin" ? <TelegramBotForm /> : <Text size="sm">{T.adminOnly}</Text>}
    </Stack>
  );
}

function TelegramBotForm() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: cabinetQueryKeys.telegramBot, queryFn: telegramApi.bot });
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const saved = (next: TelegramBotSettings, message: string) => {
    client.setQueryData(cabinetQueryKeys.telegramBot, next);
    void client.invalidateQueries({ queryKey: cabinetQueryKeys.telegramAccount });
    setToken("");
    setError(null);
    notifications.show({ color: "teal", message });
  };
  const save = useMutation({
    mutationFn: telegramApi.saveBot,
    onSuccess: (next, value) => saved(next, value === null ? T.removed : T.saved),
    onError: (failure) => setError(errorText(failure, T.telegramUnavailable)),
  });
  if (settings.isPending) return <LoadingState label={T.settingsTitle} />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const bot = settings.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!TELEGRAM_TOKEN_PATTERN.test(value)) return setError(T.tokenInvalid);
    save.mutate(value);
  };
  return (
    <Stack gap="sm" data-testid="telegram-bot-settings">
      {bot.configured && bot.username ? (
        <Text size="sm" fw={600} role="status">
          {T.botName(bot.username)}
        </Text>
      ) : null}
      {bot.configured ? (
        <Text size="sm" c="dimmed">
          {bot.mode === "webhook" ? T.modeWebhook : T.modePolling}
        </Text>
      ) : null}
      {bot.from_environment ? (
        <Text size="sm">{T.fromEnvironment}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={T.tokenLabel}
              placeholder={T.tokenPlaceholder}
              description={bot.token_set ? T.tokenSet : undefined}
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              error={error}
              autoComplete="off"
              maw={520}
            />
            <Group gap="sm">
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                loading={save.isPending && save.variables !== null}
              >
                {T.save}
              </Button>
              {bot.token_set ? (
                <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                  {T.remove}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        opened={confirming}
        title={T.remove}
        text={T.removeConfirm}
        color="red"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await save.mutateAsync(null).catch(() => {});
        }}
      />
    </Stack>
  );
}
