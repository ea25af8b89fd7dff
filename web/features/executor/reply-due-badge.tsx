import { Badge } from "@mantine/core";
import { IconClockExclamation, IconClockHour4 } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { SLA_TEXTS } from "../../../domain/sla/sla.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";

/**
 * A chat card's reply-time target (issue 30 §4): the time left («Осталось 25 мин», the due time in
 * its title) while the client's first message waits for an answer, «Просрочено» once it has
 * passed; nothing after the first answer.
 */
export function ReplyDueBadge({ session }: { session: ChatSession }) {
  const [now, setNow] = useState(() => Date.now());
  const due = session.first_response_due_at;
  const waiting = due !== null && session.first_response_at === null;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  if (!waiting) return null;
  const overdue = Date.parse(due) <= now;
  const minutesLeft = Math.ceil((Date.parse(due) - now) / 60_000);
  return (
    <Badge
      color={overdue ? "red" : "yellow"}
      variant="light"
      leftSection={
        overdue ? (
          <IconClockExclamation size={14} aria-hidden />
        ) : (
          <IconClockHour4 size={14} aria-hidden />
        )
      }
      data-testid="reply-due"
      title={SLA_TEXTS.dueAt(formatMoscowDateTime(due))}
      style={{ alignSelf: "flex-start" }}
    >
      {overdue ? SLA_TEXTS.overdue : SLA_TEXTS.timeLeft(minutesLeft)}
    </Badge>
  );
}
