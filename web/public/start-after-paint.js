// Starts the app once the page is painted, and preloads the page's own modules (data-modules)
// in a task of its own: server/http/web-app.ts and docs/decisions/044 say why.
(() => {
  const data = document.currentScript?.dataset;
  if (!data?.entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = data.entry;
    document.head.append(script);
    setTimeout(() => {
      for (const href of data.modules?.split(" ") ?? []) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        if (href) document.head.append(link);
      }
    });
  };
  new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000); // a tab opened in the background paints nothing until shown
})();
