import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { errorText } from "../api/client.ts";

const RETRY = "Повторить";

/** Something that could not be loaded: the server's detail (or our text) and a way to try again. */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} />}>
      {errorText(error, "")}
      <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {RETRY}
      </Button>
    </Alert>
  );
}
