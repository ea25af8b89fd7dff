// Why and how: startingAfterPaint in server/http/web-app.ts.
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
  setTimeout(start, 1000);
})();
