// Starts the app on a page the server rendered, when the visitor needs it; what it does and why:
// startingWhenNeeded in server/http/web-app.ts. Minified into dist/web by vite.config.ts.
(() => {
  const data = document.currentScript?.dataset;
  if (!data?.entry) return;
  const modules = data.modules?.split(" ").filter(Boolean) ?? [];
  // A few links per task: adding a modulepreload can cost its module's compilation at once.
  const addLinks = (rel, hrefs) => {
    const sliceStart = performance.now();
    while (hrefs.length > 0 && performance.now() - sliceStart < 5) {
      const href = hrefs.shift();
      if (document.querySelector(`link[rel="${rel}"][href="${href}"]`)) continue;
      const link = document.createElement("link");
      link.rel = rel;
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(() => addLinks(rel, hrefs));
  };

  const held = {};
  const hold = (event) => {
    if (event.type === "click") {
      const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if (!plain || event.target.closest?.("a[href]")) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held[event.type] = event.target;
    start();
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  window.appLive = () => {
    removeEventListener("click", hold, true);
    removeEventListener("submit", hold, true);
    const { click, submit } = held;
    if (click?.isConnected)
      click.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    if (submit?.isConnected) submit.requestSubmit();
  };

  const TRIGGERS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"];
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, start, true);
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = data.entry;
    document.head.append(script);
    setTimeout(() => addLinks("modulepreload", [...modules]));
  }

  let token = null;
  try {
    token = localStorage.getItem("token");
  } catch {}
  // This page's view, counted whether the app starts or not (as web/lib/analytics.ts counts).
  const countView = () => {
    const session = sessionStorage.getItem("analyticsSessionId") ?? crypto.randomUUID();
    sessionStorage.setItem("analyticsSessionId", session);
    window.viewCounted = location.pathname + location.search;
    fetch("/api/analytics/track", {
      method: "POST",
      keepalive: true,
      headers: {
        "content-type": "application/json",
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({
        event_type: "page_view",
        page_url: window.viewCounted,
        session_id: session,
        referrer: document.referrer || null,
        metadata: null,
      }),
    }).catch(() => {});
  };
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    setTimeout(countView);
    if (token) return start();
    // Fetched, not run, so the first tap waits for no download.
    if (!navigator.connection?.saveData) addLinks("prefetch", [data.entry, ...modules]);
  };
  new PerformanceObserver(afterPaint).observe({ type: "paint", buffered: true });
  // A tab opened in the background paints nothing until shown.
  setTimeout(afterPaint, 1000);
  if (!token)
    for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
})();
