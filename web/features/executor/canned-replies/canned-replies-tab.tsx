import { Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { CANNED_REPLIES_TAB_TEXTS as T } from "../../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../api/canned-replies.ts";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { CannedReplyCard } from "./canned-reply-card.tsx";
import { CannedReplyFormDialog, type CannedReplyFormTarget } from "./canned-reply-form-dialog.tsx";
import { DeleteCannedReplyDialog } from "./delete-canned-reply-dialog.tsx";
import { useCannedReplies } from "./use-canned-replies.ts";

/**
 * «Шаблоны ответов» (issue 14 §3): the executor's saved texts, added and edited in a dialog,
 * deleted after a question; the chat's message box inserts them with «/».
 */
export function CannedRepliesTab() {
  const replies = useCannedReplies();
  const [form, setForm] = useState<CannedReplyFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);

  let content: ReactNode;
  if (replies.isPending) {
    content = <LoadingState label={T.loading} />;
  } else if (replies.isError && !replies.data) {
    content = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  } else if (replies.data.length === 0) {
    content = <EmptyState testId="canned-replies-empty">{T.empty}</EmptyState>;
  } else {
    content = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="canned-replies-count">
          {T.count(replies.data.length)}
        </Text>
        <CardList label={T.listLabel}>
          {replies.data.map((reply) => (
            <CannedReplyCard
              key={reply.id}
              reply={reply}
              onEdit={(chosen) => setForm({ reply: chosen })}
              onDelete={setDeleting}
            />
          ))}
        </CardList>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="canned-replies-tab">
      <TabHeading
        title={EXECUTOR_TEXTS.tabs.cannedReplies}
        lead={T.lead}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ reply: null })}>
            {T.add}
          </Button>
        }
      />
      {content}
      <CannedReplyFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteCannedReplyDialog reply={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
