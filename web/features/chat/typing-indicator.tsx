import { Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { RECEIPT_TEXTS } from "../../../domain/chat/receipts.ts";

/**
 * «печатает…» at the foot of the conversation. The live region is always there (a region that
 * appears together with its text is not announced), and keeps its line, so nothing below jumps.
 */
export function TypingIndicator({ typing }: { typing: boolean }) {
  return (
    <Text
      size="sm"
      c="dimmed"
      fs="italic"
      role="status"
      aria-live="polite"
      // One line (sm: 14 px × 1.45), kept while empty.
      mih={21}
      px="sm"
      pb={4}
      data-testid="typing-indicator"
    >
      {typing ? RECEIPT_TEXTS.typing : null}
    </Text>
  );
}

/**
 * Hears typing at the composer's edge instead of inside it: every input in its text box bubbles
 * up here, and the composer needs to know nothing about who listens.
 */
export function TypingReporter({ onTyping, children }: { onTyping(): void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLTextAreaElement) onTyping();
    };
    element.addEventListener("input", onInput);
    return () => element.removeEventListener("input", onInput);
  }, [onTyping]);
  return <div ref={box}>{children}</div>;
}
