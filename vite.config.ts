import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { withHtmlShell } from "./web/app/html-shell.ts";

/** The header shell and its inline styles go into index.html (web/app/html-shell.ts). */
const htmlShell: Plugin = {
  name: "html-shell",
  transformIndexHtml: { order: "pre", handler: withHtmlShell },
};

/** The SPA lives in web/ and builds into dist/web, which the Fastify server serves. */
export default defineConfig({
  root: "web",
  plugins: [react(), htmlShell],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    // web/api/*.ts are the SPA's own modules: proxy every /api path except those source files.
    proxy: { "^/api/(?!.*\\.tsx?$)": "http://localhost:3000" },
  },
});
