import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus-ring.css";
import "./app/notification-contrast.css";
import { StrictMode, startTransition, useEffect, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type DataRouter, RouterProvider } from "react-router";
import { tokenStorage } from "./api/client.ts";
import { meQuery } from "./app/auth-provider.tsx";
import { seedPageQueries } from "./app/page-queries.ts";
import { Providers, queryClient } from "./app/providers.tsx";
import { MANTINE_STYLES_SELECTOR } from "./app/theme-provider.tsx";
import { HYDRATED_MARK, HYDRATION_ERROR_PREFIX } from "./lib/hydration.ts";
import { releaseHeldInput } from "./lib/start-script.ts";
import { beginHydration, endHydration, useHydrated } from "./lib/use-hydrated.ts";
import { routes } from "./routes.tsx";

/**
 * The pages render their own <title> and description (web/ui/page-meta.tsx); the browser would
 * keep showing index.html's first <title> if it stayed. It goes once React has put the page's
 * own in place, so the document is never without a title in between.
 */
function DropShellHead() {
  // A page hydrating the server's HTML puts its own tags in the render after (page-meta.tsx).
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const tag of document.head.querySelectorAll("[data-shell]")) tag.remove();
  }, [hydrated]);
  return null;
}

/**
 * The hydration has committed: components drawn from now on draw their real state at once, and
 * a click or form the visitor sent before (held by start-app.js) reaches the live page.
 */
function HydrationCommitted() {
  useEffect(() => {
    endHydration();
    performance.mark(HYDRATED_MARK);
    setTimeout(releaseHeldInput);
  }, []);
  return null;
}

/** Resolves once the router has loaded the first page's code (its `lazy` route). */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the browser run other work (paint, input) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up is cut into separate tasks, because on a phone one long task is what blocks a tap
 * (Total Blocking Time): the entry script evaluates, then the router is made, then the page's
 * answers go into the cache, and React renders (or hydrates) in a transition, which it splits into
 * 5 ms slices. A public page arrives rendered by the server (web/entry-server.tsx) and is
 * hydrated; any other shows the header shell (web/app/html-shell.ts) until the first page's code
 * has arrived, instead of a loading screen and then the page.
 */
async function start() {
  // A signed-in visitor's cabinet waits for /auth/me: ask now, while the page's code downloads.
  if (tokenStorage.get()) void queryClient.prefetchQuery(meQuery);
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  const container = document.getElementById("root")!;
  // The server rendered the public pages (web/entry-server.tsx) from the answers the page carries.
  const rendered = container.hasAttribute("data-rendered");
  seedPageQueries(queryClient, { whateverTheirAge: rendered });
  await initialized(router);
  const app = (
    <StrictMode>
      <Providers
        mantineStylesInHead={document.head.querySelector(MANTINE_STYLES_SELECTOR) !== null}
      >
        <RouterProvider router={router} />
        <DropShellHead />
        <HydrationCommitted />
      </Providers>
    </StrictMode>
  );
  if (rendered) {
    // In a transition, as React Router's own entry does: hydration yields to the browser every
    // few milliseconds instead of holding the main thread for the whole page.
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch makes React draw the page again in the browser: the e2e check fails on this.
        onRecoverableError: (error) => console.error(HYDRATION_ERROR_PREFIX, error),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
