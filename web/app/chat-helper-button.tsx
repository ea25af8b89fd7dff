import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconMessageCircle, IconX } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef, Ref } from "react";

interface ChatHelperButtonProps
  extends ActionIconProps,
    Omit<ComponentPropsWithoutRef<"button">, keyof ActionIconProps> {
  /** Whether the chat window is open: the button then closes it. */
  opened: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The round «write to a lawyer» button. It is on every page, while the popover it opens is
 * loaded on the first click: until then this same button stands in for the popover's target.
 */
export function ChatHelperButton({ opened, ...props }: ChatHelperButtonProps) {
  return (
    <ActionIcon
      size={58}
      radius="xl"
      variant="filled"
      aria-label={opened ? "Закрыть окно чата" : "Написать юристу"}
      aria-expanded={opened}
      style={{ boxShadow: "var(--mantine-shadow-lg)" }}
      {...props}
    >
      {opened ? <IconX size={26} /> : <IconMessageCircle size={28} />}
    </ActionIcon>
  );
}
