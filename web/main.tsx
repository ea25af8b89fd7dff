import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus-ring.css";
import "./app/notification-contrast.css";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, type DataRouter, RouterProvider } from "react-router";
import { tokenStorage } from "./api/client.ts";
import { meQuery } from "./app/auth-provider.tsx";
import { seedPageQueries } from "./app/page-queries.ts";
import { Providers, queryClient } from "./app/providers.tsx";
import { routes } from "./routes.tsx";

/**
 * The pages render their own <title> and description (web/ui/page-meta.tsx); the browser would
 * keep showing index.html's first <title> if it stayed. It goes once React has put the page's
 * own in place, so the document is never without a title in between.
 */
function DropShellHead() {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll("[data-shell]")) tag.remove();
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
 * answers go into the cache, and React renders in a transition, which it splits into 5 ms slices.
 * index.html already shows the header shell (web/app/html-shell.ts); mounting only once the first
 * page's code has arrived keeps that shell on screen instead of swapping it for a loading screen
 * and then for the page.
 */
async function start() {
  // A signed-in visitor's cabinet waits for /auth/me: ask now, while the page's code downloads.
  if (tokenStorage.get()) void queryClient.prefetchQuery(meQuery);
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  seedPageQueries(queryClient);
  await initialized(router);
  const root = createRoot(document.getElementById("root")!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <DropShellHead />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
