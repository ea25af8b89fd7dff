import { Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { QuickQuestionForm } from "./quick-question-form.tsx";

interface QuickQuestionDialogProps {
  opened: boolean;
  onClose(): void;
  /** A service chosen beforehand (the home page's state flag), else the general consultation. */
  serviceId?: string;
}

/** The anonymous quick form in a dialog (floating helper, home page). */
export function QuickQuestionDialog({ opened, onClose, serviceId }: QuickQuestionDialogProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.quickTitle}
      centered
      size="md"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.quickLead}
        </Text>
        <QuickQuestionForm key={serviceId ?? "general"} serviceId={serviceId} onDone={onClose} />
      </Stack>
    </Modal>
  );
}
