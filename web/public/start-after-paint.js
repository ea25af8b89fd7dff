// startingAfterPaint in server/http/web-app.ts says why.
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
    const hrefs = data.modules?.split(" ") ?? [];
    const preload = () => {
      const sliceStart = performance.now();
      while (hrefs.length > 0 && performance.now() - sliceStart < 5) {
        const href = hrefs.shift();
        if (!href || document.querySelector(`link[href="${href}"]`)) continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.append(link);
      }
      if (hrefs.length > 0) setTimeout(preload);
    };
    setTimeout(preload);
  };
  new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
})();
