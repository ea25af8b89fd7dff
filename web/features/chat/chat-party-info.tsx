import { Badge, Group, Text } from "@mantine/core";
import { Suspense } from "react";
import { COMMUNICATION_METHOD_LABELS, CONTACT_TIME_LABELS } from "../../../domain/chat/chat.ts";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { CLIENT_TYPE_LABELS, type ClientType } from "../../../domain/users/users.ts";
import type { ChatSession } from "../../api/chat.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { CHAT_UI_TEXTS, EXECUTOR_CHAT_TEXTS as T } from "./chat-texts.ts";

// Only executors see it: its own chunk, kept out of the client's chat.
const ClientConsentsButton = lazyNamed(
  () => import("../consents/client-consents-button.tsx"),
  "ClientConsentsButton",
);

/** «Согласия»: the consent log of this client, or of this guest chat's contact form. */
function ConsentsLink({ session, name }: { session: ChatSession; name: string }) {
  return (
    <Suspense fallback={null}>
      <ClientConsentsButton
        userId={session.is_guest_session ? null : session.client_id}
        guestChatSessionId={session.is_guest_session ? session.id : null}
        name={name}
      />
    </Suspense>
  );
}

/** Who the executor is talking to: the client's name, or the guest's contacts and wishes. */
export function ChatPartyInfo({ session }: { session: ChatSession }) {
  if (!session.is_guest_session) {
    const type = session.client_type as ClientType | null;
    return (
      <Group gap="xs">
        <Text size="sm">
          {CHAT_UI_TEXTS.client}: <b>{session.client_name ?? "—"}</b>
        </Text>
        {type && CLIENT_TYPE_LABELS[type] ? (
          <Badge variant="outline" color="gray" tt="none">
            {CLIENT_TYPE_LABELS[type]}
          </Badge>
        ) : null}
        <ConsentsLink session={session} name={session.client_name ?? "—"} />
      </Group>
    );
  }
  const details = [
    session.guest_phone ? formatPhone(session.guest_phone) : null,
    session.guest_email,
    session.preferred_contact_time ? CONTACT_TIME_LABELS[session.preferred_contact_time] : null,
    session.communication_method ? COMMUNICATION_METHOD_LABELS[session.communication_method] : null,
  ].filter(Boolean);
  return (
    <div>
      <Group gap="xs">
        <Badge variant="light" color="gray" tt="none">
          {T.guest}
        </Badge>
        <Text size="sm" fw={600}>
          {session.guest_name}
        </Text>
        <Text size="sm">{details.join(" · ")}</Text>
        <ConsentsLink session={session} name={session.guest_name ?? T.guest} />
      </Group>
      {session.additional_info ? (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: "pre-wrap" }}>
          {session.additional_info}
        </Text>
      ) : null}
    </div>
  );
}
