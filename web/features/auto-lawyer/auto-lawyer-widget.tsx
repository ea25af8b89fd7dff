import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCar } from "@tabler/icons-react";
import { Suspense, useEffect, useRef, useState } from "react";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import { LazyMount, lazyNamed } from "../../ui/lazy-mount.tsx";
import classes from "./auto-lawyer-widget.module.css";

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

interface AutoLawyerWidgetProps {
  services: AutoLawyerService[];
  /** The pill and its unfolding list; without it (a phone's one helper button) only the dialogs. */
  withPill: boolean;
  /** The «all services» dialog, opened from the list or from the phone's helper menu. */
  allOpened: boolean;
  onOpenAll(): void;
  onCloseAll(): void;
}

/**
 * The auto-lawyer pill and its list (spec 1 §2). Where it floats, and when it gives way to
 * dialogs, forms and the phone's one helper button, is web/app/floating-helpers.tsx's business.
 */
export function AutoLawyerWidget({
  services,
  withPill,
  allOpened,
  onOpenAll,
  onCloseAll,
}: AutoLawyerWidgetProps) {
  const [expanded, panel] = useDisclosure(false);
  const [selected, setSelected] = useState<AutoLawyerService | null>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  // The panel takes the focus when it opens (on its mount); it goes back to the pill on folding.
  useEffect(() => {
    if (!expanded && wasExpanded.current) pillRef.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

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
      {withPill ? (
        // The pill stays while the panel's code arrives on the first unfold.
        <Suspense fallback={pill}>
          {expanded ? (
            <AutoLawyerPanel
              services={services}
              onClose={panel.close}
              onSelect={setSelected}
              onShowAll={onOpenAll}
            />
          ) : (
            pill
          )}
        </Suspense>
      ) : null}
      <LazyMount opened={selected !== null}>
        {(opened) => (
          <AutoLawyerDetailModal
            service={opened ? selected : null}
            onClose={() => setSelected(null)}
          />
        )}
      </LazyMount>
      <LazyMount opened={allOpened}>
        {(opened) => (
          <AutoLawyerAllModal services={services} opened={opened} onClose={onCloseAll} />
        )}
      </LazyMount>
    </>
  );
}
