import { Alert, Button, Paper, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { ApiError } from "../../api/client.ts";

/** Spec 2 §8: 401 asks to sign in, 404 reads «Архив пока пуст», anything else offers a retry. */
export function ArchiveLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Text c="dimmed" ta="center">
          {T.notFoundEmpty}
        </Text>
      </Paper>
    );
  }
  const text =
    error instanceof ApiError && error.status === 401
      ? T.unauthorized
      : T.loadFailed(error instanceof ApiError ? error.detail : "");
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Text size="sm">{text}</Text>
      <Button variant="white" color="red" size="xs" mt="sm" onClick={onRetry}>
        {T.retry}
      </Button>
    </Alert>
  );
}
