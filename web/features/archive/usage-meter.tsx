import { Progress, Stack, Text } from "@mantine/core";
import { usageText } from "../../../domain/archive/archive.ts";
import type { ArchiveList } from "../../api/archive.ts";

/** «Занято X из Y»: the account's storage against its quota, from the server's own count. */
export function UsageMeter({ usage }: { usage: ArchiveList["usage"] }) {
  const text = usageText(usage.used_bytes, usage.quota_bytes);
  const percent = usage.quota_bytes > 0 ? (usage.used_bytes / usage.quota_bytes) * 100 : 0;
  return (
    <Stack gap={4} maw={360} data-testid="archive-usage">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Progress
        value={Math.min(100, percent)}
        size="sm"
        color={percent >= 90 ? "red" : "blue"}
        aria-label={text}
      />
    </Stack>
  );
}
