import { Button, Text } from "@mantine/core";
import { IconBrandTelegram } from "@tabler/icons-react";
import { TELEGRAM_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import type { TelegramLink } from "../../../domain/telegram/telegram-schemas.ts";

/**
 * A one-time link to the firm's bot, waiting to be opened (issue 47): «Открыть Telegram», what to
 * do there, and «Ждём подтверждения…» until the screen sees the link taken.
 */
export function TelegramLinkWaiting({ link, hint }: { link: TelegramLink; hint: string }) {
  return (
    <>
      <Button
        component="a"
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandTelegram size={18} aria-hidden />}
      >
        {T.openLink}
      </Button>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Text size="sm" role="status">
        {T.waiting}
      </Text>
    </>
  );
}
