import { Alert, Button, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconFolderShare } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { GUEST_CHAT_CLAIM_PARAM } from "../../../domain/chat/guest-chat-move.ts";
import { GUEST_CHAT_MOVE_TEXTS as T } from "../../../domain/chat/guest-chat-move-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { guestChatMoveApi } from "../../api/guest-chat-move.ts";

type Outcome = { ok: true; moved: number } | { ok: false; why: string };

/**
 * The cabinet opened from the «Перенести чаты в кабинет» mail (issue 44 §3): the token is in the
 * address's fragment. It asks before it acts, as the e-mail change does, so a mail scanner opening
 * the link moves nothing; the server takes it only from the account it was sent for.
 */
export function GuestChatClaim() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(GUEST_CHAT_CLAIM_PARAM);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const claim = async (value: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const { moved } = await guestChatMoveApi.claim(value);
      setOutcome({ ok: true, moved });
      await queryClient.invalidateQueries();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setOutcome({ ok: false, why: error.detail });
      else return setFailure(errorText(error, T.claimFailed));
    } finally {
      setBusy(false);
    }
    // A used link is gone from the address: a reload asks nothing again.
    navigate(pathname + search, { replace: true });
  };

  if (outcome) {
    return (
      <Alert
        mb="lg"
        color={outcome.ok ? "teal" : "red"}
        variant="light"
        icon={outcome.ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
        role={outcome.ok ? "status" : "alert"}
        title={T.claimTitle}
        data-testid="guest-chat-claim"
      >
        {outcome.ok ? T.claimed(outcome.moved) : outcome.why}
      </Alert>
    );
  }
  if (!token) return null;
  return (
    <Alert
      mb="lg"
      color="blue"
      variant="light"
      icon={<IconFolderShare size={20} />}
      title={T.claimTitle}
      data-testid="guest-chat-claim"
    >
      <Text size="sm">{T.claimLead}</Text>
      {failure ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button mt="sm" loading={busy} onClick={() => void claim(token)}>
        {T.claimButton}
      </Button>
    </Alert>
  );
}
