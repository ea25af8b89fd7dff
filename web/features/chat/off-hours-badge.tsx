import { Badge } from "@mantine/core";
import { IconMoon } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { isOpenAt, OFFICE_HOURS_TEXTS } from "../../../domain/office-hours/office-hours.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";

/** How often the chat header looks at the clock again. */
const RECHECK_MS = 60_000;

/**
 * «Сейчас нерабочее время» in a chat's header (issue 30 §3), from the office hours of «Настройки
 * сайта»; it appears and goes with the clock while the chat stays open.
 */
export function OffHoursBadge() {
  const hours = useSiteSettings().office_hours;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (isOpenAt(hours, now)) return null;
  return (
    <Badge
      color="gray"
      variant="light"
      leftSection={<IconMoon size={14} aria-hidden />}
      data-testid="off-hours-badge"
      style={{ alignSelf: "flex-start" }}
    >
      {OFFICE_HOURS_TEXTS.offHours}
    </Badge>
  );
}
