// Adds the entry's module script once the page is painted: server/http/web-app.ts, decision 044.
(() => {
  const dataset = document.currentScript?.dataset;
  const entry = dataset?.entry;
  if (!entry) return;
  let started = false;
  // The page's own modules (its route's chunk and what it imports) load beside the entry instead
  // of after it, and the bundle's lazy import then finds their links in place and adds none: its
  // ~45 links had made the start-up task (router, first route) longer by a third.
  const preloadPageModules = () => {
    for (const href of dataset.modules?.split(" ") ?? []) {
      if (!href) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
    // A task of its own: a phone's Total Blocking Time counts each long task.
    setTimeout(preloadPageModules, 0);
  };
  new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000); // a tab opened in the background paints nothing until shown
})();
