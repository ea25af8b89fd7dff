import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { encodeOnce, preferredEncoding } from "./content-encoding.ts";

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * non-API GET that matches no file answered with index.html so client routes survive a reload.
 * Text assets go out as the .br/.gz copies `npm run build` wrote next to them (never compressed
 * per request); the page itself is compressed once at start.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback> {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.log.warn(`SPA build not found in ${distDir}; run "npm run build" (npm start does it).`);
    return () => false;
  }
  const indexHtml = encodeOnce(readFileSync(indexPath));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Picks file.br or file.gz by Accept-Encoding and sets Content-Encoding; a file without
    // copies (an image) is sent as it is.
    preCompressed: true,
    // Our own cache-control (below) instead of the plugin's max-age=0 default.
    cacheControl: false,
    setHeaders(res, filePath) {
      // The same address answers br, gzip or plain bytes: a shared cache must key on the header.
      res.setHeader("vary", "accept-encoding");
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing asset (an old chunk after a deploy) must be a 404, not index.html served as
    // JavaScript: the SPA's error page then offers a reload.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      pathname !== "/api" &&
      !pathname.startsWith("/assets/") &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) return false;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply
      .code(200)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    reply.send(indexHtml[encoding]);
    return true;
  };
}
