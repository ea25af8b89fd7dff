import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

/**
 * `React.lazy` for a named export: `lazyNamed(() => import("./x.tsx"), "X")`.
 * The component's code becomes its own chunk, fetched the first time it renders.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Renders its children with `opened` only once they have committed closed (see LazyMount). */
function Settled({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [settled, setSettled] = useState(false);
  // A frame later, not in the effect: a portal mounts its content only in the render after its
  // own mount, and the dialog has to be there closed before it opens for its transition to play.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return children(opened && settled);
}

interface LazyMountProps {
  /** Whether the dialog (modal, drawer, popover...) is open. */
  opened: boolean;
  /** The lazy dialog, given the `opened` value to pass on. */
  children: (opened: boolean) => ReactNode;
  /** Shown while the code loads; nothing by default (the click is answered within a moment). */
  fallback?: ReactNode;
}

/**
 * Mounts a lazily loaded dialog the first time it opens and keeps it mounted afterwards, so its
 * close animation plays and its state survives. The first render after the code arrives is a
 * closed one, then it opens: the opening transition plays just as it does for an eager dialog.
 *
 * ```tsx
 * const PaymentDialog = lazyNamed(() => import("./payment-dialog.tsx"), "PaymentDialog");
 * <LazyMount opened={opened}>{(o) => <PaymentDialog opened={o} onClose={close} />}</LazyMount>
 * ```
 */
export function LazyMount({ opened, children, fallback = null }: LazyMountProps) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Settled opened={opened}>{children}</Settled>
    </Suspense>
  );
}
