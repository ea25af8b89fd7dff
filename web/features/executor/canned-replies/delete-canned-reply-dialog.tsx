import { useState } from "react";
import { CANNED_REPLIES_TAB_TEXTS as T } from "../../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../api/canned-replies.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useDeleteCannedReply } from "./use-canned-replies.ts";

/** The question before a reply is deleted, naming it. */
export function DeleteCannedReplyDialog({
  reply,
  onClose,
}: {
  reply: CannedReply | null;
  onClose(): void;
}) {
  const remove = useDeleteCannedReply();
  // The last one stays while the dialog fades out, so its text does not blink away.
  const [shown, setShown] = useState(reply);
  if (reply && reply !== shown) setShown(reply);
  return (
    <ConfirmDialog
      opened={reply !== null}
      title={T.deleteTitle}
      text={shown ? T.deleteText(shown.title) : ""}
      color="red"
      onConfirm={async () => {
        // The hook reports the outcome; the dialog only waits for it.
        if (shown) await remove.mutateAsync(shown.id).catch(() => {});
      }}
      onClose={onClose}
    />
  );
}
