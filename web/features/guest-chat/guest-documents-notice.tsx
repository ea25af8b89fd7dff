import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileCheck, IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { registerKeepingChat } from "./guest-register-link.ts";

/** The task statuses after which the documents are there to download. */
const DELIVERED = new Set(["documents_ready", "accepted", "completed"]);

/**
 * After «Документы готовы» a guest has no «Принять»/«Доработка» (clients have): they must take
 * the documents before the chat is deleted, or register and keep the chat (issue 28).
 */
export function GuestDocumentsNotice({ session }: { session: ChatSession }) {
  if (!session.task_status || !DELIVERED.has(session.task_status)) return null;
  // The buttons sit under the alert, not in it: the alert's tinted text colour would reach them.
  return (
    <Stack
      gap="sm"
      data-testid="guest-documents-notice"
      role="region"
      aria-label={T.documentsTitle}
    >
      <Alert
        color="teal"
        variant="light"
        icon={<IconFileCheck size={20} />}
        title={T.documentsTitle}
      >
        {session.expires_at ? (
          <Text size="sm" fw={600}>
            {T.documentsDeadline(formatMoscowDateTime(session.expires_at))}
          </Text>
        ) : null}
        <Text size="sm" mt={4}>
          {T.keepByRegistering}
        </Text>
      </Alert>
      <Group gap="sm">
        <Button
          component="a"
          href={`/api/guest/chat/sessions/${encodeURIComponent(session.id)}/transcript.zip`}
          download
          leftSection={<IconDownload size={18} />}
        >
          {T.downloadAll}
        </Button>
        <Button
          component={Link}
          to={registerKeepingChat(session.id)}
          variant="default"
          leftSection={<IconUserPlus size={18} />}
        >
          {T.registerAndKeep}
        </Button>
      </Group>
    </Stack>
  );
}
