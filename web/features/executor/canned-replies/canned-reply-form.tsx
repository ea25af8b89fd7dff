import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  CANNED_REPLY_CONTENT_MAX,
  CANNED_REPLY_TEXTS,
  CANNED_REPLY_TITLE_MAX,
  cannedReplyContentProblem,
  cannedReplyTitleProblem,
  CANNED_REPLIES_TAB_TEXTS as T,
} from "../../../../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../../../api/canned-replies.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { detailOf, useSaveCannedReply } from "./use-canned-replies.ts";

/** «Название» and «Текст», both required, checked here with the server's own words. */
export function CannedReplyForm({ reply, onDone }: { reply: CannedReply | null; onDone(): void }) {
  const save = useSaveCannedReply(reply?.id ?? null);
  const form = useForm({
    initialValues: { title: reply?.title ?? "", content: reply?.content ?? "" },
    validate: { title: cannedReplyTitleProblem, content: cannedReplyContentProblem },
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { title: values.title.trim(), content: values.content.trim() },
      { onSuccess: onDone },
    );
  });

  const failed = reply ? CANNED_REPLY_TEXTS.updateFailed : CANNED_REPLY_TEXTS.createFailed;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.titleLabel}
          description={T.titleHint}
          required
          maxLength={CANNED_REPLY_TITLE_MAX}
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Textarea
          label={T.contentLabel}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={CANNED_REPLY_CONTENT_MAX}
          {...form.getInputProps("content")}
        />
        {save.isError ? (
          <SaveFailedAlert testId="canned-reply-save-error">
            {`${failed}${detailOf(save.error)}`}
          </SaveFailedAlert>
        ) : null}
        <FormButtons
          onCancel={onDone}
          busy={save.isPending}
          submitLabel={reply ? T.save : T.create}
        />
      </Stack>
    </form>
  );
}
