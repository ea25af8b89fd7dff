import { useDisclosure } from "@mantine/hooks";
import { useNavigate } from "react-router";
import { useAuth } from "../lib/auth.ts";
import { useOrderActions } from "../lib/order-actions.ts";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";
import { ChatHelperButton } from "./chat-helper-button.tsx";

const FloatingChatPopover = lazyNamed(
  () => import("./floating-chat-popover.tsx"),
  "FloatingChatPopover",
);

/** «Написать в чат»: a signed-in user picks a service, a guest gets the quick form (spec 1 §2). */
export function useWriteToChat() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { askQuestion } = useOrderActions();
  return () => {
    if (user) navigate("/services");
    else askQuestion();
  };
}

/**
 * The round «write to a lawyer» button with its greeting popover. Where it floats and when it is
 * hidden is decided by web/app/floating-helpers.tsx.
 */
export function FloatingChatHelper() {
  const writeToChat = useWriteToChat();
  const [opened, { close, toggle }] = useDisclosure(false);

  // Until the first click (and while the popover's code loads) the plain button stands alone.
  return (
    <LazyMount opened={opened} fallback={<ChatHelperButton opened={opened} onClick={toggle} />}>
      {(shown) => (
        <FloatingChatPopover
          opened={shown}
          buttonOpened={opened}
          onToggle={toggle}
          onClose={close}
          onWriteToChat={() => {
            close();
            writeToChat();
          }}
        />
      )}
    </LazyMount>
  );
}
