import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLogout } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { SESSION_TEXTS as T } from "../../../domain/users/second-factor.ts";
import type { Session } from "../../../domain/users/second-factor-schemas.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { errorText } from "../../api/client.ts";
import { sessionsApi } from "../../api/second-factor.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";

/**
 * «Активные сеансы» (issue 27 §5): where the account is signed in, with «Завершить» for each
 * other session and «Выйти на других устройствах» for all of them at once.
 */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: cabinetQueryKeys.sessions, queryFn: sessionsApi.list });
  const onEnded = (answer: { message: string }) => {
    notifications.show({ color: "teal", message: answer.message });
    return queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.sessions });
  };
  const onFailed = (error: unknown) =>
    notifications.show({ color: "red", message: errorText(error, T.notFound) });
  const end = useMutation({ mutationFn: sessionsApi.end, onSuccess: onEnded, onError: onFailed });
  const endOthers = useMutation({
    mutationFn: sessionsApi.endOthers,
    onSuccess: onEnded,
    onError: onFailed,
  });
  const others = list.data?.filter((session) => !session.current) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sessions-title">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.hint}
        </Text>
        {list.isPending ? <Skeleton h={64} /> : null}
        {list.isError ? (
          <LoadFailedAlert title={T.loadFailed} error={list.error} onRetry={() => list.refetch()} />
        ) : null}
        {list.data ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {list.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={end.isPending && end.variables === session.id}
                onEnd={() => end.mutate(session.id)}
              />
            ))}
          </Stack>
        ) : null}
        {list.data && others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.none}
          </Text>
        ) : null}
        <Button
          variant="light"
          color="red"
          w="fit-content"
          leftSection={<IconLogout size={18} />}
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {T.endOthers}
        </Button>
      </Stack>
    </Paper>
  );
}

function SessionRow(props: { session: Session; ending: boolean; onEnd: () => void }) {
  const { session } = props;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="session-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current ? (
              <Badge color="teal" variant="light">
                {T.current}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
            {T.ip}: {session.ip ?? "—"} · {T.lastSeen}: {formatMoscowDateTime(session.last_seen_at)}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            size="xs"
            variant="default"
            loading={props.ending}
            onClick={props.onEnd}
            aria-label={`${T.end}: ${session.device}, ${session.ip ?? ""}`}
          >
            {T.end}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
