import { Box, Progress } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { MAIN_CONTENT_ID } from "../../domain/accessibility/accessibility.ts";
import { AutoLawyerWidget } from "../features/auto-lawyer/auto-lawyer-widget.tsx";
import { track } from "../lib/analytics.ts";
import { FloatingChatHelper } from "./floating-chat-helper.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { OrderActionsProvider } from "./order-actions-provider.tsx";
import { SkipLink } from "./skip-link.tsx";

const DASHBOARD_PATHS = ["/dashboard", "/corporate-dashboard", "/executor"];

/** One page_view per visited address; the ref keeps StrictMode's double effect from counting twice. */
function usePageViewTracking() {
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    const address = pathname + search;
    if (lastTracked.current === address) return;
    lastTracked.current = address;
    track("page_view");
  }, [pathname, search]);
}

/**
 * Spec 1 §2: the auto-lawyer widget is on every page, but on narrow screens it would cover the
 * cabinets' own controls, so there it is left out.
 */
function AutoLawyerSlot() {
  const { pathname } = useLocation();
  const narrow = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const onDashboard = DASHBOARD_PATHS.some((path) => pathname.startsWith(path));
  if (narrow && onDashboard) return null;
  return (
    <div data-slot="auto-lawyer-widget">
      <AutoLawyerWidget />
    </div>
  );
}

/** A thin bar while the next page's code is being loaded. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
      aria-label="Загрузка страницы"
    />
  );
}

export function Layout() {
  usePageViewTracking();

  return (
    <OrderActionsProvider>
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <SkipLink />
        <NavigationProgress />
        <Header />
        {/* tabIndex: the skip link moves the focus here. */}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <AutoLawyerSlot />
      <FloatingChatHelper />
      {/* Scrolls to the top on a new page and back to the old position on «Назад». */}
      <ScrollRestoration />
    </OrderActionsProvider>
  );
}
