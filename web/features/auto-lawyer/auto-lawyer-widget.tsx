import { Affix, Button } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconCar } from "@tabler/icons-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { LazyMount, lazyNamed } from "../../ui/lazy-mount.tsx";
import classes from "./auto-lawyer-widget.module.css";
import { useAutoLawyerServices } from "./use-auto-lawyer-services.ts";

// Everything past the pill loads on first use: the unfolded list and both modals.
const AutoLawyerPanel = lazyNamed(() => import("./auto-lawyer-panel.tsx"), "AutoLawyerPanel");
const AutoLawyerAllModal = lazyNamed(
  () => import("./auto-lawyer-all-modal.tsx"),
  "AutoLawyerAllModal",
);
const AutoLawyerDetailModal = lazyNamed(
  () => import("./auto-lawyer-detail-modal.tsx"),
  "AutoLawyerDetailModal",
);

/** Chats keep their message box at the bottom of a phone screen; the pill would cover it. */
const CHAT_PATHS = ["/chat/", "/guest-chat/"];

/**
 * The floating auto-lawyer list at the bottom left of every page (the chat helper owns the
 * bottom right). Renders nothing until there is at least one service to offer.
 */
export function AutoLawyerWidget() {
  const { data: services } = useAutoLawyerServices();
  const { pathname } = useLocation();
  const narrow = useMediaQuery("(max-width: 48em)");
  const [expanded, panel] = useDisclosure(false);
  const [allOpened, all] = useDisclosure(false);
  const [selected, setSelected] = useState<AutoLawyerService | null>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  // The panel takes the focus when it opens (on its mount); it goes back to the pill on folding.
  useEffect(() => {
    if (!expanded && wasExpanded.current) pillRef.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

  if (!services || services.length === 0) return null;
  if (narrow && CHAT_PATHS.some((path) => pathname.includes(path))) return null;

  const pill = (
    <Button
      ref={pillRef}
      radius="xl"
      size="md"
      className={classes.pill}
      leftSection={<IconCar size={20} />}
      onClick={panel.open}
      aria-expanded={false}
      data-testid="auto-lawyer-widget-toggle"
    >
      Автоюрист
    </Button>
  );

  return (
    <>
      {/* Open, the panel may cover the chat button on a phone; folded, it stays beneath it. */}
      <Affix position={{ bottom: 20, left: 20 }} zIndex={expanded ? 190 : 170}>
        {/* The pill stays while the panel's code arrives on the first unfold. */}
        <Suspense fallback={pill}>
          {expanded ? (
            <AutoLawyerPanel
              services={services}
              onClose={panel.close}
              onSelect={setSelected}
              onShowAll={all.open}
            />
          ) : (
            pill
          )}
        </Suspense>
      </Affix>
      <LazyMount opened={selected !== null}>
        {(opened) => (
          <AutoLawyerDetailModal
            service={opened ? selected : null}
            onClose={() => setSelected(null)}
          />
        )}
      </LazyMount>
      <LazyMount opened={allOpened}>
        {(opened) => <AutoLawyerAllModal services={services} opened={opened} onClose={all.close} />}
      </LazyMount>
    </>
  );
}
