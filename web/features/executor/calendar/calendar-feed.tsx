import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconInfoCircle, IconLink, IconLinkOff } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { COURT_CALENDAR_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import { courtEventsApi } from "../../../api/court-events.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { detailOf } from "./use-court-events.ts";

/**
 * «Подписка для календаря телефона»: a secret link a phone's calendar subscribes to. The server
 * keeps only its hash, so the link is shown once, right after it is made; a new one revokes the
 * old, and «Отозвать ссылку» revokes it with nothing new.
 */
export function CalendarFeed() {
  const [url, setUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const create = useMutation({
    mutationFn: () => courtEventsApi.createFeed(),
    onSuccess: (answer) => {
      setUrl(answer.url);
      notifications.show({ color: "teal", message: T.feedCreated });
    },
    onError: (error) =>
      notifications.show({ color: "red", message: `${T.feedCreateFailed}${detailOf(error)}` }),
  });

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="calendar-feed-title">
          {T.feedTitle}
        </Title>
        <Text size="sm">{T.feedLead}</Text>
        {url ? (
          <Stack gap="xs" data-testid="calendar-feed-link">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={T.feedUrlLabel}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={url} timeout={1500}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? T.feedCopied : T.feedCopy} withArrow>
                    <ActionIcon
                      variant="light"
                      size="input-sm"
                      color={copied ? "teal" : "navy"}
                      onClick={copy}
                      aria-label={copied ? T.feedCopied : T.feedCopy}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
              {T.feedShownOnce}
            </Alert>
          </Stack>
        ) : null}
        <Text size="sm" c="dimmed">
          {T.feedReplaces}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconLink size={18} />}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {url ? T.feedCreateAgain : T.feedCreate}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconLinkOff size={18} />}
            onClick={() => setRevoking(true)}
          >
            {T.feedRevoke}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={revoking}
        title={T.feedRevokeTitle}
        text={T.feedRevokeText}
        color="red"
        onClose={() => setRevoking(false)}
        onConfirm={async () => {
          try {
            await courtEventsApi.revokeFeed();
            setUrl(null);
            notifications.show({ color: "teal", message: T.feedRevoked });
          } catch (error) {
            notifications.show({
              color: "red",
              message: `${T.feedRevokeFailed}${detailOf(error)}`,
            });
          }
        }}
      />
    </Paper>
  );
}
