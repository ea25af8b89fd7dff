import { Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
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
  return (
    <Modal
      opened={opened}
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
