import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { secondFactorApi } from "../../api/second-factor.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import {
  type SecondFactorProofAction,
  SecondFactorProofDialog,
} from "./second-factor-proof-dialog.tsx";
import { SecondFactorSetupDialog } from "./second-factor-setup-dialog.tsx";

/** «Двухфакторная аутентификация» of a staff account (issue 27 §5): on, off, codes left. */
export function SecondFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: cabinetQueryKeys.secondFactor,
    queryFn: secondFactorApi.status,
  });
  const [dialog, setDialog] = useState<"setup" | SecondFactorProofAction | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.secondFactor });
  const enabled = status.data?.enabled ?? false;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="second-factor-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="second-factor-title">
            {T.title}
          </Title>
          {enabled ? (
            <Badge color="teal" variant="light">
              {T.onBadge}
            </Badge>
          ) : null}
        </Group>
        {status.isPending ? <Skeleton h={48} /> : null}
        {status.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={status.error}
            onRetry={() => status.refetch()}
          />
        ) : null}
        {status.data ? (
          <>
            <Text size="sm" data-testid="second-factor-status">
              {enabled ? T.onStatus : T.offStatus}
            </Text>
            {enabled ? (
              <Text size="sm" c="dimmed">
                {T.recoveryLeft(status.data.recovery_codes_left)}
              </Text>
            ) : null}
            <Group gap="sm">
              {enabled ? (
                <Button w="fit-content" variant="default" onClick={() => setDialog("renew")}>
                  {T.renew}
                </Button>
              ) : null}
              <Button
                w="fit-content"
                variant={enabled ? "light" : "filled"}
                color={enabled ? "red" : undefined}
                onClick={() => setDialog(enabled ? "disable" : "setup")}
              >
                {enabled ? T.turnOff : T.turnOn}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <SecondFactorSetupDialog
        opened={dialog === "setup"}
        onClose={() => setDialog(null)}
        onEnabled={refresh}
      />
      {dialog === "disable" || dialog === "renew" ? (
        <SecondFactorProofDialog
          action={dialog}
          opened
          onClose={() => setDialog(null)}
          onDone={refresh}
        />
      ) : null}
    </Paper>
  );
}
