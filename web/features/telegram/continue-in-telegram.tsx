import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBrandTelegram } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TELEGRAM_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import type { TelegramLink } from "../../../domain/telegram/telegram-schemas.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { telegramApi } from "../../api/telegram.ts";
import { TelegramLinkWaiting } from "./telegram-link-waiting.tsx";

/** While a link waits to be opened, the state is asked this often (the bot ties the chat). */
const WAIT_POLL_MS = 3_000;

/**
 * «Продолжить в Telegram» (issue 47 §3): a one-time link to the firm's bot that ties this chat to
 * the client's Telegram; then «Чат продолжается в Telegram» with «Отключить Telegram». Nothing is
 * shown while the firm has no bot.
 */
export function ContinueInTelegram({ sessionId, guest }: { sessionId: string; guest: boolean }) {
  const client = useQueryClient();
  const [link, setLink] = useState<TelegramLink | null>(null);
  const state = useQuery({
    queryKey: queryKeys.chatTelegram(sessionId),
    queryFn: () => telegramApi.chatState(sessionId, guest),
    refetchInterval: (query) => (link && !query.state.data?.linked ? WAIT_POLL_MS : false),
  });
  const create = useMutation({
    mutationFn: () => telegramApi.chatLink(sessionId, guest),
    onSuccess: setLink,
    onError: (error) =>
      notifications.show({ color: "red", message: errorText(error, T.botUnavailable) }),
  });
  const unlink = useMutation({
    mutationFn: () => telegramApi.chatUnlink(sessionId, guest),
    onSuccess: () => {
      setLink(null);
      client.setQueryData(queryKeys.chatTelegram(sessionId), {
        bot_configured: true,
        linked: false,
      });
      notifications.show({ color: "teal", message: T.chatUnlinked });
    },
    onError: (error) =>
      notifications.show({ color: "red", message: errorText(error, T.botUnavailable) }),
  });
  if (!state.data?.bot_configured) return null;
  if (state.data.linked) {
    return (
      <Group gap="sm" data-testid="chat-telegram">
        <Text size="sm" role="status">
          <IconBrandTelegram size={16} aria-hidden style={{ verticalAlign: "-3px" }} />{" "}
          {T.chatLinked}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          loading={unlink.isPending}
          onClick={() => unlink.mutate()}
        >
          {T.unlinkChat}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={6} align="flex-start" data-testid="chat-telegram">
      {link ? (
        <TelegramLinkWaiting link={link} hint={T.continueHint} />
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => create.mutate()}
          disabled={create.isPending}
        >
          <IconBrandTelegram size={16} aria-hidden style={{ verticalAlign: "-3px" }} />{" "}
          {T.continueInTelegram}
        </Anchor>
      )}
    </Stack>
  );
}
