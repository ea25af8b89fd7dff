import { Button, Group, Popover, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMessageCircle, IconScale } from "@tabler/icons-react";
import { EXECUTOR_REPLY_MINUTES } from "../../domain/contacts/contacts.ts";
import {
  isOpenAt,
  nextOpeningText,
  OFFICE_HOURS_TEXTS,
} from "../../domain/office-hours/office-hours.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { ChatHelperButton } from "./chat-helper-button.tsx";

interface FloatingChatPopoverProps {
  /** Whether the popover is open. */
  opened: boolean;
  /** What the button shows: open while the popover is (about to be) open. */
  buttonOpened: boolean;
  onToggle(): void;
  onClose(): void;
  onWriteToChat(): void;
}

/** The chat helper's popover with its button as the target (loaded on the first click). */
export function FloatingChatPopover({
  opened,
  buttonOpened,
  onToggle,
  onClose,
  onWriteToChat,
}: FloatingChatPopoverProps) {
  const hours = useSiteSettings().office_hours;
  // Read when the greeting renders (on opening): «now» is the moment the visitor asks.
  const now = new Date();
  const atWork = isOpenAt(hours, now);
  return (
    <Popover
      opened={opened}
      onDismiss={onClose}
      position="top-end"
      shadow="lg"
      radius="lg"
      width={300}
      trapFocus
      withArrow
    >
      <Popover.Target>
        <ChatHelperButton opened={buttonOpened} onClick={onToggle} />
      </Popover.Target>
      <Popover.Dropdown p="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconScale size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700}>Юрист онлайн</Text>
              <Text size="xs" c="dimmed">
                Консультации и документы
              </Text>
            </div>
          </Group>
          <Text size="sm" data-testid="chat-helper-greeting">
            Здравствуйте! Юрист ответит в чате в течение {EXECUTOR_REPLY_MINUTES} минут в рабочее
            время.
          </Text>
          {atWork ? null : (
            <Text size="sm" c="dimmed">
              {`${OFFICE_HOURS_TEXTS.offHours}. ${nextOpeningText(hours, now) ?? ""}`.trim()}
            </Text>
          )}
          <Button fullWidth leftSection={<IconMessageCircle size={18} />} onClick={onWriteToChat}>
            Написать в чат
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
