/**
 * Runs after `vite build` (npm run build, npm start): writes a brotli (.br) and a gzip (.gz) copy
 * next to every text asset in dist/web, so the server sends compressed bytes without compressing
 * on each request (@fastify/static's `preCompressed`). Brotli at its best quality costs a few
 * seconds once at build time and nothing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { encodeOnce } from "../server/http/content-encoding.ts";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Compresses every text file under `dir` (in parallel on libuv's thread pool); returns the byte
 * totals for the build log.
 */
export async function precompressAssets(dir: string) {
  const totals = { raw: 0, br: 0, gzip: 0 };
  const texts = [...files(dir)].filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    texts.map(async (file) => {
      const encoded = await encodeOnce(readFileSync(file));
      writeFileSync(`${file}.br`, encoded.br);
      writeFileSync(`${file}.gz`, encoded.gzip);
      totals.raw += encoded.identity.length;
      totals.br += encoded.br.length;
      totals.gzip += encoded.gzip.length;
    }),
  );
  return totals;
}

export const WEB_DIST_DIR = path.resolve(import.meta.dirname, "../dist/web");

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { raw, br, gzip } = await precompressAssets(WEB_DIST_DIR);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(`dist/web сжат заранее: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gzip)}`);
}
