import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { CANNED_REPLIES_TAB_TEXTS as T } from "../../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../api/canned-replies.ts";

interface CannedReplyCardProps {
  reply: CannedReply;
  onEdit(reply: CannedReply): void;
  onDelete(reply: CannedReply): void;
}

/** One reply: its title, the start of its text, edit and delete. */
export function CannedReplyCard({ reply, onEdit, onDelete }: CannedReplyCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="canned-reply">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: "1 1 16rem", minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="canned-reply-title">
            {reply.title}
          </Text>
          {/* A preview: the first lines, as the text breaks them; the form shows it whole. */}
          <Text
            size="sm"
            c="dimmed"
            lineClamp={3}
            style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
          >
            {reply.content}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            aria-label={T.editOf(reply.title)}
            onClick={() => onEdit(reply)}
          >
            {T.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            aria-label={T.deleteOf(reply.title)}
            onClick={() => onDelete(reply)}
          >
            {T.delete}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
