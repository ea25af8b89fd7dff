import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";

/** Below this width a dialog takes the whole screen: a phone has no room for margins around it. */
const PHONE_QUERY = "(max-width: 48em)";

/**
 * The cabinet's dialogs: a centred window on a desktop, the whole screen on a phone, so a form
 * with its buttons is never cut off or covered (the 390 px e2e runs check it).
 */
export function ResponsiveModal(props: ModalProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return <Modal fullScreen={phone} {...props} />;
}
