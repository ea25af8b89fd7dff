import { Box } from "@mantine/core";
import { IconCheck, IconChecks } from "@tabler/icons-react";
import { createContext, useContext } from "react";
import { isReadBy, RECEIPT_TEXTS } from "../../../domain/chat/receipts.ts";

/**
 * The other side's read pointer, set by a chat around its message list: the viewer's own messages
 * up to it show ✓✓, later ones ✓. Unset (undefined), as in any other list, there are no marks.
 */
export const ReadUpToContext = createContext<number | null | undefined>(undefined);

/** ✓ sent or ✓✓ read beside the time of one of the viewer's own messages. */
export function MessageReceipt({ messageId }: { messageId: number }) {
  const readUpTo = useContext(ReadUpToContext);
  if (readUpTo === undefined) return null;
  const read = isReadBy(readUpTo, messageId);
  const label = read ? RECEIPT_TEXTS.read : RECEIPT_TEXTS.sent;
  const Icon = read ? IconChecks : IconCheck;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      c={read ? "navy.7" : "dimmed"}
      display="inline-flex"
      data-testid="read-receipt"
      data-read={read}
    >
      <Icon size={16} stroke={2} aria-hidden />
    </Box>
  );
}
