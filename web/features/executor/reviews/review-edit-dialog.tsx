import { Input, Rating, Stack, Textarea, TextInput } from "@mantine/core";
import { useIsMutating } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { REVIEW_MODERATION_TEXTS as T } from "../../../../domain/reviews/review-moderation.ts";
import type { Review } from "../../../../domain/reviews/review-schemas.ts";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_NAME_MAX,
  REVIEW_REPLY_MAX,
  reviewStarLabel,
} from "../../../../domain/reviews/reviews.ts";
import { fromMoscowInputValue, toMoscowInputValue } from "../../../../domain/time-input.ts";
import { errorText } from "../../../api/client.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { EDIT_REVIEW_MUTATION, useEditReview } from "./use-review-moderation.ts";

const F = T.fields;

function ReviewEditForm({ review, onClose }: { review: Review; onClose(): void }) {
  const edit = useEditReview();
  const initialDate = toMoscowInputValue(review.created_at);
  const [clientName, setClientName] = useState(review.client_name);
  const [serviceTitle, setServiceTitle] = useState(review.service_title);
  const [rating, setRating] = useState(review.rating);
  const [comment, setComment] = useState(review.comment);
  const [reply, setReply] = useState(review.executor_reply ?? "");
  const [date, setDate] = useState(initialDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    // An untouched date keeps its seconds; the server checks every field and says what is wrong.
    const createdAt =
      date === initialDate ? review.created_at : (fromMoscowInputValue(date) ?? date);
    edit.mutate(
      {
        id: review.id,
        body: {
          client_name: clientName,
          service_title: serviceTitle,
          rating,
          comment,
          executor_reply: reply,
          created_at: createdAt,
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={F.clientName}
          value={clientName}
          onChange={(event) => setClientName(event.currentTarget.value)}
          maxLength={REVIEW_NAME_MAX}
          required
          data-autofocus
        />
        <TextInput
          label={F.serviceTitle}
          value={serviceTitle}
          onChange={(event) => setServiceTitle(event.currentTarget.value)}
          maxLength={REVIEW_NAME_MAX}
          required
        />
        <Input.Wrapper label={F.rating} required id="review-edit-rating-label">
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            name="rating"
            aria-labelledby="review-edit-rating-label"
            getSymbolLabel={reviewStarLabel}
          />
        </Input.Wrapper>
        <Textarea
          label={F.comment}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REVIEW_COMMENT_MAX}
          required
        />
        <Textarea
          label={F.executorReply}
          description={F.executorReplyHint}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REVIEW_REPLY_MAX}
        />
        <TextInput
          type="datetime-local"
          label={F.createdAt}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          required
        />
        {edit.isError ? (
          <SaveFailedAlert title={T.updateFailed} testId="review-edit-error">
            {errorText(edit.error, T.unknownError)}
          </SaveFailedAlert>
        ) : null}
        <FormButtons onCancel={onClose} busy={edit.isPending} submitLabel={T.save} />
      </Stack>
    </form>
  );
}

/** The six fields of spec 3 §2; full screen on a phone. Mounted afresh for each review. */
export function ReviewEditDialog({ review, onClose }: { review: Review | null; onClose(): void }) {
  const saving = useIsMutating({ mutationKey: EDIT_REVIEW_MUTATION }) > 0;
  return (
    <ResponsiveModal
      opened={review !== null}
      onClose={saving ? () => {} : onClose}
      title={T.editTitle}
      size="lg"
      centered
    >
      {review ? <ReviewEditForm key={review.id} review={review} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}
