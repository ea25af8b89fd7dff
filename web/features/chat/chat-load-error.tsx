import { Alert, Button, Group } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { errorText, isMissing } from "../../api/client.ts";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";

/**
 * Spec 2 §2/§8: a chat that is gone is «Чат недоступен» with «Попробовать снова»; any other load
 * failure shows the server's detail (else the generic text) with a page refresh.
 */
export function ChatLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (isMissing(error)) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={CHAT_TEXTS.chatUnavailable}
      >
        <Button mt="xs" variant="default" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {T.tryAgain}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {errorText(error, CHAT_TEXTS.chatLoadFailed)}
      <Group mt="xs">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => window.location.reload()}
        >
          {T.refreshPage}
        </Button>
      </Group>
    </Alert>
  );
}
