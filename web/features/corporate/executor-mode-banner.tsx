import { Alert, Button, Group, Text } from "@mantine/core";
import { IconArrowLeft, IconEye } from "@tabler/icons-react";
import { Link } from "react-router";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import type { CorporateClient } from "../../api/corporate.ts";

/** Executor mode's banner: whose cabinet this is, and the way back (spec 2 §2). */
export function ExecutorModeBanner({ client }: { client: CorporateClient }) {
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconEye size={20} />}
      data-testid="executor-mode-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {CORPORATE_TEXTS.executorModeBanner(client.company_name ?? client.full_name)}
        </Text>
        <Button
          component={Link}
          to="/executor-dashboard?tab=corporate-clients"
          variant="white"
          color="violet"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
        >
          {CORPORATE_TEXTS.backToExecutor}
        </Button>
      </Group>
    </Alert>
  );
}
