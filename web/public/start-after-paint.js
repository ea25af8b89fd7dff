// Adds the entry's module script once the page is painted: server/http/web-app.ts, decision 044.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000); // a tab opened in the background paints nothing until shown
})();
