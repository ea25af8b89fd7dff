import { useIsMutating } from "@tanstack/react-query";
import { CANNED_REPLIES_TAB_TEXTS as T } from "../../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../api/canned-replies.ts";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { CannedReplyForm } from "./canned-reply-form.tsx";
import { SAVE_CANNED_REPLY_MUTATION } from "./use-canned-replies.ts";

/** What the form dialog opens on: a reply to edit, or null for a new one. */
export type CannedReplyFormTarget = { reply: CannedReply | null };

/** «Новый шаблон» and «Изменить шаблон»: one form, full screen on a phone. */
export function CannedReplyFormDialog({
  target,
  onClose,
}: {
  target: CannedReplyFormTarget | null;
  onClose(): void;
}) {
  const saving = useIsMutating({ mutationKey: SAVE_CANNED_REPLY_MUTATION }) > 0;
  const editing = target?.reply ?? null;
  return (
    <ResponsiveModal
      opened={target !== null}
      onClose={saving ? () => {} : onClose}
      title={editing ? T.editTitle : T.createTitle}
      size="lg"
      centered
    >
      {/* A fresh form on each opening, filled from the reply as it is now. */}
      {target ? (
        <CannedReplyForm key={editing?.id ?? "new"} reply={editing} onDone={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}
