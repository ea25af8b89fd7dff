import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { CHAT_TEXTS, MONEY_RECEIVED_STATUSES } from "../../../domain/chat/chat.ts";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { AssignedLawyer } from "../chat/assigned-lawyer.tsx";
import { OffHoursBadge } from "../chat/off-hours-badge.tsx";
import { ContinueInTelegram } from "../telegram/continue-in-telegram.tsx";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { GuestPayButton } from "./guest-pay-button.tsx";
import { registerKeepingChat, signInState } from "./guest-register-link.ts";

/**
 * Spec 1 §2: the service, who the guest is, a registration button, and the warning that the chat
 * is deleted 24 hours after creation, with the moment it happens.
 */
export function GuestChatHeader({ session }: { session: ChatSession }) {
  const who = [
    session.guest_name,
    session.guest_phone ? formatPhone(session.guest_phone) : session.guest_email,
  ].filter(Boolean);
  const paid = MONEY_RECEIVED_STATUSES.includes(session.payment_status);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
            {session.service_title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {T.guestLabel}: {who.join(", ")}
          </Text>
          <OffHoursBadge />
          <AssignedLawyer session={session} />
          <ContinueInTelegram sessionId={session.id} guest />
        </div>
        <Group gap="sm">
          <GuestPayButton session={session} />
          <Button
            component={Link}
            to={registerKeepingChat(session.id)}
            variant="default"
            leftSection={<IconUserPlus size={18} />}
          >
            {T.register}
          </Button>
        </Group>
      </Group>
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        data-testid="guest-chat-warning"
        role="note"
      >
        <Text size="sm" fw={600}>
          {paid ? T.paidKept : CHAT_TEXTS.guestDeletionWarning}
          {/* A paid chat's date moves with the documents: their notice names the last day. */}
          {!paid && session.expires_at
            ? ` ${T.deletesAt(formatMoscowDateTime(session.expires_at))}`
            : ""}
        </Text>
        <Text size="sm" mt={4}>
          {CHAT_TEXTS.guestRegisterHint}{" "}
          <Anchor component={Link} to={registerKeepingChat(session.id)} inherit fw={600}>
            {T.register}
          </Anchor>{" "}
          или{" "}
          <Anchor component={Link} to="/login" state={signInState(session.id)} inherit fw={600}>
            {T.login}
          </Anchor>
          .
        </Text>
      </Alert>
    </Stack>
  );
}
