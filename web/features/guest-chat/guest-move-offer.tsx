import { Alert, Button, Text } from "@mantine/core";
import { IconAlertCircle, IconFolderShare } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { GUEST_CHAT_MOVE_TEXTS as T } from "../../../domain/chat/guest-chat-move-texts.ts";
import { errorText } from "../../api/client.ts";
import { guestChatMoveApi } from "../../api/guest-chat-move.ts";
import { forgetGuestChat } from "../../lib/guest-chat-memory.ts";
import { accountChatPath } from "./guest-register-link.ts";

/**
 * A signed-in client opened a guest chat whose id they hold (issue 44 §3): its contacts were not
 * the account's, so it did not join at the sign-in; one press takes it along.
 */
export function GuestMoveOffer({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const move = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { moved } = await guestChatMoveApi.moveToAccount(sessionId);
      if (moved.length === 0) throw new Error(T.moveFailed);
      forgetGuestChat(sessionId);
      navigate(accountChatPath(sessionId), { replace: true });
    } catch (error) {
      setFailure(errorText(error, T.moveFailed));
      setBusy(false);
    }
  };

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconFolderShare size={20} />}
      title={T.moveTitle}
      data-testid="guest-move-offer"
    >
      <Text size="sm">{T.moveLead}</Text>
      {failure ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          <IconAlertCircle size={14} aria-hidden /> {failure}
        </Text>
      ) : null}
      <Button mt="sm" loading={busy} onClick={() => void move()}>
        {T.moveButton}
      </Button>
    </Alert>
  );
}
