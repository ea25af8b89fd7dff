import { Badge, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatMessage } from "../../api/chat.ts";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { FileLink, fileOf } from "./file-link.tsx";

/**
 * Every file of the chat in one place, with a counter (spec 2 §2). Its heading is one level under
 * the chat's title, which is h1 on /chat/… and h2 inside a cabinet.
 */
export function AttachmentList({
  messages,
  headingOrder = 3,
}: {
  messages: readonly ChatMessage[];
  headingOrder?: 2 | 3;
}) {
  const files = messages.flatMap((message) => {
    const file = fileOf(message);
    return file ? [{ file, message }] : [];
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chat-attachments">
      <Group gap="xs" mb="xs">
        <Title order={headingOrder} fz="md" id="chat-attachments">
          {T.attachments}
        </Title>
        <Badge variant="light" color="gray" aria-label={`Файлов: ${files.length}`}>
          {files.length}
        </Badge>
      </Group>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noAttachments}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={220} type="auto">
          <Stack gap={6}>
            {files.map(({ file, message }) => (
              <Group key={message.id} justify="space-between" gap="xs" wrap="nowrap">
                <FileLink file={file} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {formatMoscowDateTime(message.created_at)}
                </Text>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
