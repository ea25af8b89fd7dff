import { Affix } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../lib/auth.ts";
import { useOrderActions } from "../lib/order-actions.ts";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";
import { ChatHelperButton } from "./chat-helper-button.tsx";

const FloatingChatPopover = lazyNamed(
  () => import("./floating-chat-popover.tsx"),
  "FloatingChatPopover",
);

/**
 * Spec 1 §2: no helper inside cabinets and chats (they have their own) nor on the auth forms.
 * /corporate-dashboard is listed too: it is a cabinet, though "/dashboard" is not a part of it.
 */
function isHiddenOn(pathname: string): boolean {
  return (
    ["/dashboard", "/corporate-dashboard", "/executor", "/chat/", "/guest-chat/"].some((part) =>
      pathname.includes(part),
    ) ||
    pathname === "/login" ||
    pathname === "/register"
  );
}

/**
 * The round «write to a lawyer» button at the bottom right: a signed-in user picks a service,
 * a guest gets the anonymous quick form (spec 1 §2). The auto-lawyer widget owns the
 * bottom-left corner, so the two never overlap.
 */
export function FloatingChatHelper() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { askQuestion } = useOrderActions();
  const [opened, { close, toggle }] = useDisclosure(false);

  if (isHiddenOn(pathname)) return null;

  const writeToChat = () => {
    close();
    if (user) navigate("/services");
    else askQuestion();
  };

  // Until the first click (and while the popover's code loads) the plain button stands alone.
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={180}>
      <LazyMount opened={opened} fallback={<ChatHelperButton opened={opened} onClick={toggle} />}>
        {(shown) => (
          <FloatingChatPopover
            opened={shown}
            buttonOpened={opened}
            onToggle={toggle}
            onClose={close}
            onWriteToChat={writeToChat}
          />
        )}
      </LazyMount>
    </Affix>
  );
}
