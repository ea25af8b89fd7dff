import { Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { AutoLawyerWidget } from "../features/auto-lawyer/auto-lawyer-widget.tsx";
import { useAutoLawyerServices } from "../features/auto-lawyer/use-auto-lawyer-services.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useMediaQuery } from "../lib/use-media-query.ts";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";
import { FloatingChatHelper } from "./floating-chat-helper.tsx";
import { PhoneHelperTrigger } from "./phone-helper-trigger.tsx";
import { useStepAside } from "./use-step-aside.ts";

/** Pages that are one form: nothing floats over its fields and its submit button. */
const FORM_PATHS = ["/login", "/register", "/payment"];
/** Cabinets and chats have their own ways to reach a lawyer (spec 1 §2). */
const CABINET_PATHS = ["/dashboard", "/corporate-dashboard", "/executor"];
const CHAT_PATHS = ["/chat/", "/guest-chat/"];

/** The helpers' row: 20 px from the edge, a 58 px button, and a margin above it. */
const EDGE_PX = 20;
export const HELPERS_SPACE_PX = 96;

/** Which helpers a page offers. On a phone the message box of a chat and a cabinet's own bars
 * take the bottom of the screen, so nothing floats there. */
export function helpersFor(pathname: string, narrow: boolean) {
  if (FORM_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return { autoLawyer: false, chat: false };
  }
  // The lawyer's own cabinet orders nothing, and its long side menu runs down to where the
  // auto-lawyer pill would float.
  if (pathname.startsWith("/executor")) return { autoLawyer: false, chat: false };
  const inCabinet = CABINET_PATHS.some((path) => pathname.startsWith(path));
  const inChat = CHAT_PATHS.some((path) => pathname.includes(path));
  return { autoLawyer: !(narrow && (inCabinet || inChat)), chat: !(inCabinet || inChat) };
}

/**
 * Whether a modal dialog or drawer (other than the helpers' own parts) is open: the helpers step
 * aside so they never sit over a dialog's buttons. Mantine marks every modal with aria-modal.
 */
function useDialogOpen(own: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const dialogs = document.querySelectorAll('[aria-modal="true"]');
      setOpen(Array.from(dialogs).some((dialog) => !own.current?.contains(dialog)));
    };
    // Coalesced to one check a frame: a chat page changes the DOM often.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-modal"],
    });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [own]);
  return open;
}

const PhoneHelperMenu = lazyNamed(() => import("./phone-helper-menu.tsx"), "PhoneHelperMenu");

/**
 * A phone's one helper button: both helpers behind one round button at the bottom right. The
 * menu's code (Mantine's Menu and its positioning library, ~30 KB) loads on the first press, so
 * every page's first script stays small; until then this plain button stands in for it.
 */
function PhoneHelperButton({ onAutoLawyer }: { onAutoLawyer(): void }) {
  const [opened, setOpened] = useState(false);
  return (
    <LazyMount
      opened={opened}
      fallback={<PhoneHelperTrigger aria-expanded={false} onClick={() => setOpened(true)} />}
    >
      {(shown) => (
        <PhoneHelperMenu opened={shown} onChange={setOpened} onAutoLawyer={onAutoLawyer} />
      )}
    </LazyMount>
  );
}

/**
 * The floating «Автоюрист» and «Написать юристу» buttons (spec 1 §2), placed so they never cover
 * what a visitor has to press: the page keeps an empty strip at its end as tall as the buttons, so
 * the last links (the footer's) scroll clear of them; on a phone both fold into one button; they
 * are not offered on form pages and step aside while a dialog or drawer is open, or while where
 * they stand they would cover a control or a heading (use-step-aside.ts).
 */
export function FloatingHelpers() {
  // Drawn once the page is live: the server's HTML cannot know the screen's width, and before the
  // app starts (web/start-app.js) nothing here could be pressed or step aside.
  return useHydrated() ? <LiveFloatingHelpers /> : null;
}

function LiveFloatingHelpers() {
  const { pathname } = useLocation();
  const narrow = useMediaQuery("(max-width: 48em)");
  const services = useAutoLawyerServices().data ?? [];
  const [allOpened, all] = useDisclosure(false);
  const own = useRef<HTMLDivElement>(null);
  const dialogOpen = useDialogOpen(own);

  const offered = helpersFor(pathname, narrow);
  const autoLawyer = offered.autoLawyer && services.length > 0;
  const chat = offered.chat;
  const folded = narrow && autoLawyer && chat;
  const leftSlot = useRef<HTMLDivElement>(null);
  const rightSlot = useRef<HTMLDivElement>(null);
  // Each corner on its own: the pill over a heading on the left leaves the chat button shown.
  const leftAside = useStepAside(leftSlot, autoLawyer && !dialogOpen);
  const rightAside = useStepAside(rightSlot, (folded || chat) && !dialogOpen);

  return (
    <>
      {autoLawyer || chat ? (
        <Box h={HELPERS_SPACE_PX} bg="gray.0" aria-hidden data-testid="floating-helpers-space" />
      ) : null}
      <Box
        ref={own}
        pos="fixed"
        bottom={EDGE_PX}
        left={EDGE_PX}
        right={EDGE_PX}
        data-testid="floating-helpers"
        style={{
          zIndex: 180,
          display: dialogOpen ? "none" : "flex",
          justifyContent: "space-between",
          alignItems: "flex-end",
          // The row spans the screen; only the buttons themselves take clicks.
          pointerEvents: "none",
        }}
      >
        {/* Hidden, not removed, while stepping aside: it keeps its place and comes back once clear. */}
        <Box
          ref={leftSlot}
          style={{ pointerEvents: "auto", visibility: leftAside ? "hidden" : undefined }}
        >
          {autoLawyer ? (
            <AutoLawyerWidget
              services={services}
              withPill={!folded}
              allOpened={allOpened}
              onOpenAll={all.open}
              onCloseAll={all.close}
            />
          ) : null}
        </Box>
        <Box
          ref={rightSlot}
          style={{ pointerEvents: "auto", visibility: rightAside ? "hidden" : undefined }}
        >
          {folded ? (
            <PhoneHelperButton onAutoLawyer={all.open} />
          ) : chat ? (
            <FloatingChatHelper />
          ) : null}
        </Box>
      </Box>
    </>
  );
}
