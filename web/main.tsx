import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus-ring.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

function mount() {
  // The pages render their own <title> and description (web/ui/page-meta.tsx); the browser would
  // keep showing index.html's first <title> if it stayed.
  for (const tag of document.head.querySelectorAll("[data-shell]")) tag.remove();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
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
