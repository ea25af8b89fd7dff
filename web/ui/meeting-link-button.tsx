import { Button, type ButtonProps } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A video consultation's room (issue 48): opens in a new tab, away from the chat or the cabinet.
 * Shown by the booking's page, its pinned card in the chat and the lawyer's «Записи».
 */
export function MeetingLinkButton({
  href,
  size,
  variant,
  children,
}: {
  href: string;
  size: "xs" | "sm" | "md";
  variant?: ButtonProps["variant"];
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      variant={variant}
      leftSection={<IconVideo size={size === "md" ? 18 : 16} />}
    >
      {children}
    </Button>
  );
}
