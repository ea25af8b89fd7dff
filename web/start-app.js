// Starts the app on a page the server rendered, when the visitor needs it; what it does and why:
// startingWhenNeeded in server/http/web-app.ts. Minified into dist/web by vite.config.ts.
(() => {
  const data = document.currentScript?.dataset;
  if (!data?.entry) return;
  const modules = data.modules?.split(" ").filter(Boolean) ?? [];
  const entryImports = data.prefetch?.split(" ").filter(Boolean) ?? [];
  // One link per task: adding one costs the main thread its request's start, and a modulepreload
  // its module's compilation (up to 20 ms each on a fast machine, four times that on a phone).
  // The bundle's own preload helper may have added one already (with an absolute address).
  const linked = (rel, href) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].some(
      (link) => link.href === new URL(href, location.href).href,
    );
  const addLinks = (rel, hrefs) => {
    const href = hrefs.shift();
    if (href && !linked(rel, href)) {
      const link = document.createElement("link");
      link.rel = rel;
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(() => addLinks(rel, hrefs));
  };

  // A button naming a dialog in `commandfor` (the phone menu) works without the app: the browser
  // runs the command. One that does not know commands yet has the click held, as any other.
  const commandsKnown = "command" in HTMLButtonElement.prototype;
  const held = {};
  let pending;
  const hold = (event) => {
    if (event.type === "click") {
      const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if (!plain || event.target.closest?.("a[href]")) return;
      // A tap on the open menu's backdrop is the browser's too (`closedby`): held, it would
      // reach the app later and close the menu opened again meanwhile.
      if (
        (commandsKnown && event.target.closest?.("[commandfor]")) ||
        event.target.localName === "dialog"
      )
        return startAfterPaint();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held[event.type] = event.target;
    // Seen in the next frame: a page-loading bar and a busy pointer, and the button last pressed
    // (the click handed over) busy until the app is live (navigation-progress.module.css).
    document.documentElement.dataset.appStarting = "";
    pending?.removeAttribute("aria-busy");
    pending = event.submitter ?? event.target.closest?.("button");
    pending?.setAttribute("aria-busy", "true");
    startAfterPaint();
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  window.appLive = () => {
    removeEventListener("click", hold, true);
    removeEventListener("submit", hold, true);
    delete document.documentElement.dataset.appStarting;
    pending?.removeAttribute("aria-busy");
    // Handed over once: a second call (React may run an effect twice) finds nothing held.
    const { click, submit } = held;
    held.click = held.submit = undefined;
    if (click?.isConnected)
      click.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    if (submit?.isConnected) submit.requestSubmit();
  };

  const TRIGGERS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"];
  // Not the browser's own move: when the layout changes under a resting pointer it sends one
  // with no movement (seen at every load in headless Chromium, its pointer at 0,0).
  // The start waits for the next paint: a tap's click (and the focus it moves) is answered on
  // screen first (the menu, the pending state), then come the start's module tasks, which would
  // otherwise delay it (issue 49 §1's INP). A touch that may be a tap waits for its click a while.
  const trigger = (event) => {
    if (event.type === "pointerdown" || event.type === "touchstart") setTimeout(start, 300);
    else if (event.type !== "pointermove" || event.movementX || event.movementY) startAfterPaint();
  };
  const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, trigger, true);
    setTimeout(() => addLinks("modulepreload", [...modules]));
    // The entry's imports first, one per task (the framework's is most of the work): run with the
    // entry, they made one task of 150–180 ms on a mid-range phone (decision 044). Each runs once,
    // the entry finds them run. Should one fail, the entry loads (or fails) as it would.
    const imports = [...entryImports];
    const next = () => {
      const url = imports.shift();
      if (url) import(url).then(() => setTimeout(next), runEntry);
      else runEntry();
    };
    next();
  }
  function runEntry() {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = data.entry;
    // Should the app not load, a held click goes back to the page as it is.
    script.onerror = () => window.appLive();
    document.head.append(script);
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
    // The entry and its imports fetched, not run, so the first tap waits for little download.
    if (!navigator.connection?.saveData) addLinks("prefetch", [data.entry, ...entryImports]);
  };
  new PerformanceObserver(afterPaint).observe({ type: "paint", buffered: true });
  // A tab opened in the background paints nothing until shown.
  setTimeout(afterPaint, 1000);
  if (!token)
    for (const type of TRIGGERS) addEventListener(type, trigger, { capture: true, passive: true });
})();
