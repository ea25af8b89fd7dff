import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { PUSH_TEXTS as T } from "../../../../domain/push/push.ts";
import { errorText } from "../../../api/client.ts";
import { PushRefused, usePushOnThisDevice } from "./use-push-on-this-device.ts";

const refusalText = (error: unknown) =>
  error instanceof PushRefused ? T[error.reason] : errorText(error, T.failed);

/**
 * «Уведомления на телефоне» (issue 47 §4): the lawyer turns Web Push on for the browser they are
 * in — a phone with the cabinet on its home screen rings for a new client while the cabinet is
 * closed — and off again.
 */
export function PushSection() {
  const { state, enable, disable } = usePushOnThisDevice();
  const turnOn = useMutation({
    mutationFn: enable,
    onSuccess: () => notifications.show({ color: "teal", message: T.enabledNow }),
  });
  const turnOff = useMutation({
    mutationFn: disable,
    onSuccess: () => notifications.show({ color: "teal", message: T.disabledNow }),
    onError: (error) => notifications.show({ color: "red", message: errorText(error, T.failed) }),
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="executor-push">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="executor-push">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.lead}
        </Text>
        {state.status === "checking" ? (
          <Text size="sm" role="status">
            {T.checking}
          </Text>
        ) : null}
        {state.status === "unsupported" ? <Text size="sm">{T.unsupported}</Text> : null}
        {state.status === "off" ? (
          <Button
            leftSection={<IconBell size={16} aria-hidden />}
            loading={turnOn.isPending}
            onClick={() => turnOn.mutate()}
          >
            {T.enable}
          </Button>
        ) : null}
        {turnOn.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {refusalText(turnOn.error)}
          </Text>
        ) : null}
        {state.status === "on" ? (
          <>
            <Text size="sm" role="status">
              {T.enabled}
            </Text>
            <Button
              variant="default"
              leftSection={<IconBellOff size={16} aria-hidden />}
              loading={turnOff.isPending}
              onClick={() => turnOff.mutate()}
            >
              {T.disable}
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
