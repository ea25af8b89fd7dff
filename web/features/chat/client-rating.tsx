import { Button, Group, Modal, Rating, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMoodSmile } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { RATING_COMMENT_MAX, RATING_MAX, SLA_TEXTS as T } from "../../../domain/sla/sla.ts";
import { type ChatSession, chatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { useSessionUpdated } from "./chat-queries.ts";

const ASK_KEY = (sessionId: string) => `rate-after-accept:${sessionId}`;

/** Called when the client accepts the order here: the rating dialog opens once, right after. */
export function askForRatingAfterAccept(sessionId: string): void {
  try {
    sessionStorage.setItem(ASK_KEY(sessionId), "1");
  } catch {
    // Storage refused (private mode): the button below still offers it.
  }
}

function takeAsk(sessionId: string): boolean {
  try {
    const asked = sessionStorage.getItem(ASK_KEY(sessionId)) === "1";
    sessionStorage.removeItem(ASK_KEY(sessionId));
    return asked;
  } catch {
    return false;
  }
}

/**
 * «Оцените работу юриста» (issue 30 §5): once the order is accepted the client rates the lawyer
 * 1–5 with an optional comment, once; the dialog opens by itself right after accepting here, and
 * «Оценить работу юриста» offers it later. Only the firm sees it — not a public review.
 */
export function ClientRating({ session }: { session: ChatSession }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (session.rating_score === null && takeAsk(session.id)) setOpened(true);
  }, [session.id, session.rating_score]);
  if (session.rating_score !== null) {
    return (
      <Group gap={6} data-testid="client-rating">
        <Rating value={session.rating_score} readOnly count={RATING_MAX} aria-hidden />
        <Text size="sm">{T.rated(session.rating_score)}</Text>
      </Group>
    );
  }
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMoodSmile size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: "flex-start" }}
      >
        {T.rateButton}
      </Button>
      <RatingDialog session={session} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function RatingDialog({
  session,
  opened,
  onClose,
}: {
  session: ChatSession;
  opened: boolean;
  onClose(): void;
}) {
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scoreLabel = useId();
  const sessionUpdated = useSessionUpdated();
  const submit = async () => {
    if (score < 1) {
      setError(T.scoreInvalid);
      return;
    }
    setSending(true);
    setError(null);
    try {
      sessionUpdated(await chatApi.rate(session.id, { score, comment: comment.trim() || null }));
      notifications.show({ color: "teal", message: T.rateThanks });
      onClose();
    } catch (failure) {
      setError(errorText(failure, T.scoreInvalid));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={T.rateTitle} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.rateLead}
        </Text>
        <Text size="sm" fw={600} id={scoreLabel}>
          {T.rateScore}
        </Text>
        <Rating
          value={score}
          onChange={setScore}
          count={RATING_MAX}
          size="xl"
          aria-labelledby={scoreLabel}
          data-testid="rating-stars"
        />
        <Textarea
          label={T.rateComment}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={RATING_COMMENT_MAX}
          autosize
          minRows={2}
        />
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {T.rateLater}
          </Button>
          <Button loading={sending} onClick={() => void submit()}>
            {T.rateSubmit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
