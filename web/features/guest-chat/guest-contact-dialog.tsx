import { Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { openGuestChatFor } from "../../lib/guest-chat-memory.ts";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { type GuestChatTarget, GuestContactForm } from "./guest-contact-form.tsx";

interface GuestContactDialogProps {
  /** The last target stays while the dialog fades out, so its title does not blink away. */
  target: GuestChatTarget | null;
  opened: boolean;
  onClose(): void;
}

/** «Написать в чат» for a guest: the contact form for the chosen service. */
export function GuestContactDialog({ target, opened, onClose }: GuestContactDialogProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  const navigate = useNavigate();
  // A guest who already has a chat open about this service returns to it, as «Оплатить» joins
  // it (issue 44 §3), instead of starting a second chat from an empty form.
  const openChatId =
    opened && target ? (openGuestChatFor(target.serviceId)?.sessionId ?? null) : null;
  useEffect(() => {
    if (!openChatId) return;
    onClose();
    navigate(`/guest-chat/${encodeURIComponent(openChatId)}`);
  }, [openChatId, onClose, navigate]);
  return (
    <Modal
      opened={opened && openChatId === null}
      onClose={onClose}
      title={T.dialogTitle}
      centered
      size="md"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      {target ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>{target.title}</Text>
            <Text size="sm" c="dimmed">
              {T.contactLead}
            </Text>
          </div>
          {/* A new target starts a clean form. */}
          <GuestContactForm key={target.serviceId} target={target} onDone={onClose} />
        </Stack>
      ) : null}
    </Modal>
  );
}
