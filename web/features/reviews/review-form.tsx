import { Alert, Autocomplete, Button, Input, Rating, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { REVIEW_AUTHOR_TEXTS, reviewAuthorName } from "../../../domain/reviews/review-author.ts";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_DEFAULT,
  REVIEW_TEXTS,
  reviewStarLabel,
} from "../../../domain/reviews/reviews.ts";
import { errorText } from "../../api/client.ts";
import { servicesQuery } from "../../lib/services-query.ts";
import { useSubmitReview } from "./use-reviews.ts";

type Notice = { kind: "error" | "success"; text: string } | null;

/**
 * The form for a signed-in user; the review goes to moderation. It says how the author will be
 * named under the review («Имя Ф.», the server's own rule).
 */
export function ReviewForm({ authorName }: { authorName: string }) {
  const services = useQuery(servicesQuery);
  const submit = useSubmitReview();
  const [serviceTitle, setServiceTitle] = useState("");
  const [rating, setRating] = useState(REVIEW_RATING_DEFAULT);
  const [comment, setComment] = useState("");
  const [notice, setNotice] = useState<Notice>(null);

  // A notice describes the last attempt; once the user edits the form it no longer applies.
  const edited =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setNotice(null);
    };

  const titles = useMemo(
    () => [...new Set((services.data ?? []).map((service) => service.title))],
    [services.data],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const review = { service_title: serviceTitle.trim(), rating, comment: comment.trim() };
    if (!review.service_title || !review.comment) {
      setNotice({ kind: "error", text: REVIEW_TEXTS.fillAll });
      return;
    }
    setNotice(null);
    submit.mutate(review, {
      onSuccess: () => {
        setNotice({ kind: "success", text: REVIEW_TEXTS.submitted });
        setServiceTitle("");
        setRating(REVIEW_RATING_DEFAULT);
        setComment("");
      },
      onError: (error) =>
        setNotice({ kind: "error", text: errorText(error, REVIEW_TEXTS.submitFailed) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Форма отзыва" data-testid="review-form">
      <Stack gap="md">
        <Autocomplete
          label="Услуга"
          placeholder="Выберите из списка или впишите свою"
          data={titles}
          value={serviceTitle}
          onChange={edited(setServiceTitle)}
          maxLength={200}
          required
          limit={20}
          name="service_title"
        />
        <Input.Wrapper label="Оценка" required id="review-rating-label">
          <Rating
            value={rating}
            onChange={edited(setRating)}
            size="lg"
            name="rating"
            aria-labelledby="review-rating-label"
            getSymbolLabel={reviewStarLabel}
          />
        </Input.Wrapper>
        <Textarea
          label="Отзыв"
          placeholder="Расскажите, как прошла работа с юристом"
          value={comment}
          onChange={(event) => edited(setComment)(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={REVIEW_COMMENT_MAX}
          description={`${comment.length} / ${REVIEW_COMMENT_MAX}`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          name="comment"
        />
        <Text size="sm" data-testid="review-signed-as">
          <Text span fw={600} inherit>
            {REVIEW_AUTHOR_TEXTS.signedAs(reviewAuthorName(authorName))}
          </Text>
          <Text span c="dimmed" inherit display="block">
            {REVIEW_AUTHOR_TEXTS.signedAsHint}
          </Text>
        </Text>
        {notice ? (
          <Alert
            color={notice.kind === "error" ? "red" : "teal"}
            icon={notice.kind === "success" ? <IconCheck size={18} /> : undefined}
            role={notice.kind === "error" ? "alert" : "status"}
            data-testid={notice.kind === "error" ? "review-error" : "review-success"}
          >
            {notice.text}
          </Alert>
        ) : null}
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={submit.isPending}
          leftSection={<IconSend size={16} />}
        >
          Отправить отзыв
        </Button>
      </Stack>
    </form>
  );
}
