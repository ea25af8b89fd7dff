import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The SPA lives in web/ and builds into dist/web, which the Fastify server serves. */
export default defineConfig({
  root: "web",
  plugins: [react()],
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
