import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { type BuildEnvironmentOptions, defineConfig, minify, type Plugin } from "vite";
import { PAGE_INTROS, type PageIntroKey } from "./domain/site-pages/page-intros.ts";
import { withHtmlShell, withPageIntro } from "./web/app/html-shell.ts";

/**
 * The header shell and its inline styles go into index.html, and a copy with its own heading and
 * lead for each page with an intro into pages/<page>.html (web/app/html-shell.ts).
 */
const htmlShell: Plugin = {
  name: "html-shell",
  enforce: "post",
  transformIndexHtml: { order: "pre", handler: withHtmlShell },
  generateBundle(_options, bundle) {
    const index = bundle["index.html"];
    if (index?.type !== "asset") return;
    for (const page of Object.keys(PAGE_INTROS) as PageIntroKey[]) {
      this.emitFile({
        type: "asset",
        fileName: `pages/${page}.html`,
        source: withPageIntro(String(index.source), page),
      });
    }
  },
};

/**
 * web/start-app.js, the plain script that starts the app on a page the server rendered
 * (server/http/web-app.ts), minified into dist/web/start-app.js: it must run before the bundle, so
 * it is not one of its modules, and it counts in the home page's JavaScript budget.
 */
const startScript: Plugin = {
  name: "start-script",
  async generateBundle() {
    const file = new URL("web/start-app.js", import.meta.url);
    const { code, errors } = await minify("start-app.js", readFileSync(file, "utf8"));
    if (errors.length > 0)
      this.error(`web/start-app.js: ${errors.map((e) => e.message).join("; ")}`);
    this.emitFile({ type: "asset", fileName: "start-app.js", source: code });
  },
};

const serverBuild: BuildEnvironmentOptions = {
  outDir: "../dist/ssr",
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
};

const browserBuild: BuildEnvironmentOptions = {
  outDir: "../dist/web",
  emptyOutDir: true,
  // Which chunk and styles each page's module became: the server links a rendered page's own
  // (server/http/page-render.ts). dist/web/.vite is never served (hidden files are not).
  manifest: true,
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  // Every browser the site supports (Chromium, Firefox 115+, Safari 17+) knows
  // <link rel="modulepreload">; where one does not, the hint is only lost, never the page.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // The framework every page runs on, in one chunk: left to itself the bundler cuts it into
      // small shared pieces as cabinet code grows, and each piece costs the first page a request
      // and its compression. (Mantine's components stay split: pages use different ones.)
      codeSplitting: {
        groups: [
          {
            name: "framework",
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
          },
          {
            // The public pages' card grid with the cards' placeholders, which the home page loads
            // anyway: left apart, the grid (shared by most public pages since decision 051) became
            // a chunk of its own, and its wrapper cost the home page's nearly full budget 150 B.
            name: "card-skeletons",
            test: /web[\\/]ui[\\/]card-(grid|skeletons)(\.tsx|\.module\.css)$/,
          },
        ],
      },
    },
  },
};

/**
 * The SPA lives in web/ and builds into dist/web, which the Fastify server serves; `vite build
 * --ssr` builds the public pages' server renderer (web/entry-server.tsx) into dist/ssr.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  plugins: [react(), htmlShell, ...(isSsrBuild ? [] : [startScript])],
  build: isSsrBuild ? serverBuild : browserBuild,
  server: {
    port: 5173,
    // web/api/*.ts are the SPA's own modules: proxy every /api path except those source files.
    proxy: { "^/api/(?!.*\\.tsx?$)": "http://localhost:3000" },
  },
}));
