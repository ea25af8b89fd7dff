import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/focus-ring.css";
import "./app/notification-contrast.css";

/**
 * The entry is the site's styles and this. A page the server rendered (web/entry-server.tsx) is
 * painted first and made live after (start.tsx: hydration): run at once, the app's code was
 * evaluated before the browser's first paint, and a phone on slow 4G showed the finished HTML
 * only once the scripts had arrived and run (Lighthouse FCP 2.3 s instead of 1.1 s). Any other
 * page (cabinets, chats) starts the app at once.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    // A tab opened in the background paints nothing until it is shown.
    setTimeout(resolve, 1000);
  });
}

const rendered = document.getElementById("root")?.hasAttribute("data-rendered") ?? false;
void (rendered ? painted() : Promise.resolve()).then(() => import("./start.tsx"));
