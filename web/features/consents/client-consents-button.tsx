import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFileCertificate } from "@tabler/icons-react";
import { CONSENT_TEXTS as T } from "../../../domain/consents/consents.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { ConsentList } from "./consent-list.tsx";

interface ClientConsentsButtonProps {
  /** The client's account; consents given as a guest are found by the chat instead. */
  userId?: number | null;
  guestChatSessionId?: string | null;
  name: string;
}

/** «Согласия»: the consents one client (or one guest chat) gave, in a dialog, for the executor. */
export function ClientConsentsButton({
  userId,
  guestChatSessionId,
  name,
}: ClientConsentsButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const filters = userId
    ? { user_id: userId }
    : guestChatSessionId
      ? { guest_chat_session_id: guestChatSessionId }
      : null;
  if (!filters) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileCertificate size={16} />}
        onClick={open}
      >
        {T.openClientLog}
      </Button>
      <ResponsiveModal opened={opened} onClose={close} title={T.clientLogTitle(name)} size="lg">
        {opened ? <ConsentList filters={filters} emptyText={T.clientLogEmpty} /> : null}
      </ResponsiveModal>
    </>
  );
}
