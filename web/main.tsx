import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus-ring.css";
import { StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

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

function mount() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <DropShellHead />
      </Providers>
    </StrictMode>,
  );
}

// index.html already shows the header shell (web/app/html-shell.ts). Rendering before the first
// page's code has arrived would swap it for the router's loading screen and then again for the
// page; waiting keeps the shell on screen until the page itself can be drawn.
if (router.state.initialized) {
  mount();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}
