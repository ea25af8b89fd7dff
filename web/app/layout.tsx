import { Box } from "@mantine/core";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { MAIN_CONTENT_ID } from "../../domain/accessibility/accessibility.ts";
import { track } from "../lib/analytics.ts";
import { useAuth } from "../lib/auth.ts";
import { viewCountedByStartScript } from "../lib/start-script.ts";
import { lazyNamed } from "../ui/lazy-mount.tsx";
import { RoutePageMeta } from "../ui/page-meta.tsx";
import { PaymentTestModeBanner } from "../ui/payment-test-mode-banner.tsx";
import { FloatingHelpers } from "./floating-helpers.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { HEADER_HEIGHT } from "./header-height.ts";
import classes from "./navigation-progress.module.css";
import { OrderActionsProvider } from "./order-actions-provider.tsx";
import { PageScrollRestoration } from "./page-scroll-restoration.tsx";
import { SkipLink } from "./skip-link.tsx";

/**
 * One page_view per visited address; the ref keeps StrictMode's double effect from counting twice.
 * A page the server rendered was counted by its start script (whether the app starts or not).
 * Sent in a task of its own: it would otherwise lengthen the task that finishes a render.
 */
function usePageViewTracking() {
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(viewCountedByStartScript());
  useEffect(() => {
    const address = pathname + search;
    if (lastTracked.current === address) return;
    const timer = setTimeout(() => {
      lastTracked.current = address;
      track("page_view");
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}

/**
 * A thin bar while the next page's code is being loaded: a styled element, not Mantine's
 * Progress, whose code every page's first script would carry for this one bar.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={classes.bar} role="progressbar" aria-label="Загрузка страницы" />;
}

const PhoneConfirmationGate = lazyNamed(
  () => import("../features/account/phone-confirmation.tsx"),
  "PhoneConfirmationGate",
);

/**
 * The page, or before it the confirmation of a phone number the account still owes (issue 45 §2:
 * the law's identification comes before anything else); once confirmed, the page it was going to.
 */
function Page() {
  const { user } = useAuth();
  if (!user?.phone_confirmation_required) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <PhoneConfirmationGate />
    </Suspense>
  );
}

export function Layout() {
  usePageViewTracking();

  return (
    <OrderActionsProvider>
      <RoutePageMeta />
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <SkipLink />
        <PaymentTestModeBanner />
        <NavigationProgress />
        <Header />
        {/* At least a screen tall, so the footer starts below the fold and a page whose lists
            arrive later does not push it down in view (a layout shift of 0.3 on /services).
            tabIndex: the skip link moves the focus here. */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ flex: 1 }}
          mih={`calc(100dvh - ${HEADER_HEIGHT + 1}px)`}
        >
          <Page />
        </Box>
        <Footer />
        <FloatingHelpers />
      </Box>
      <PageScrollRestoration />
    </OrderActionsProvider>
  );
}
