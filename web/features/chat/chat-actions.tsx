import { Button, Group, Menu } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EXECUTOR_CHAT_TEXTS as T } from "./chat-texts.ts";

/** One move the executor can make on a chat, drawn as a button or as a menu item. */
export interface ChatAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick(): void;
  color?: string;
  variant?: "filled" | "light" | "default" | "subtle";
  loading?: boolean;
}

/**
 * The executor's moves on a chat: a row of buttons on a wide screen; on a phone, where six
 * buttons would fill the screen above the conversation, one «Действия» menu holds them.
 */
export function ChatActions({
  actions,
  children,
}: {
  actions: ChatAction[];
  children?: ReactNode;
}) {
  const narrow = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  if (narrow) {
    return (
      <Group gap="xs" data-testid="executor-actions">
        <Menu position="bottom-start" shadow="md" width={260}>
          <Menu.Target>
            <Button size="sm" variant="light" rightSection={<IconChevronDown size={16} />}>
              {T.actionsMenu}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={T.actionsLabel}>
            {actions.map((action) => (
              <Menu.Item
                key={action.key}
                leftSection={action.icon}
                color={action.color === "red" ? "red" : undefined}
                disabled={action.loading}
                onClick={action.onClick}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {children}
      </Group>
    );
  }
  return (
    <Group gap="xs" role="toolbar" aria-label={T.actionsLabel} data-testid="executor-actions">
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          color={action.color}
          variant={action.variant ?? "filled"}
          leftSection={action.icon}
          onClick={action.onClick}
          loading={action.loading}
        >
          {action.label}
        </Button>
      ))}
      {children}
    </Group>
  );
}
