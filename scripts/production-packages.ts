/**
 * What `npm ci --omit=dev` puts in node_modules, taken from the checkout's own install instead
 * of installed again: the image test's `deps` stage (scripts/image-layout.ts) in 6–27 s rather
 * than the 30–67 s the install took on the 2-core development machine (both as loaded as it was;
 * hard links would take 3 s but would share files with the checkout's install).
 *
 * It is the same tree: npm installs every package of the lockfile at the lockfile's path, and
 * --omit=dev leaves out exactly the entries marked `"dev": true` (the lockfile's own definition:
 * "strictly part of the devDependencies tree"). Compared with a real `npm ci --omit=dev` of the
 * same lockfile, file by file: the same 347 packages, identical contents; only node_modules/.bin
 * (nothing at run time uses it) and npm's own node_modules/.package-lock.json are not copied.
 * Install scripts need not run again: the checkout's install ran them (esbuild's puts its binary
 * in place) and the copy carries their result.
 *
 * Used only when the checkout's install matches the lockfile; otherwise the caller runs npm ci.
 */
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
}

/**
 * Copies the production packages of `lockfile` from `checkout`/node_modules into `into`; answers
 * why not (nothing copied) when the checkout's install differs from the lockfile.
 */
export function copyProductionPackages(
  lockfile: string,
  checkout: string,
  into: string,
): { copied: number } | { mismatch: string } {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const wanted: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === "" || entry.dev) continue;
    if (entry.link) return { mismatch: `${location} is a link` };
    const manifest = path.join(checkout, location, "package.json");
    if (!existsSync(manifest)) {
      // Another platform's binary (os/cpu/libc): npm skips it here and in the image alike.
      if (entry.optional) continue;
      return { mismatch: `${location} is not installed` };
    }
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version?: string };
    if (version !== entry.version) {
      return { mismatch: `${location} is ${version}, the lockfile says ${entry.version}` };
    }
    wanted.push(location);
  }
  for (const location of wanted) {
    const source = path.join(checkout, location);
    // A package's own node_modules holds other entries of the lockfile, each copied (or left
    // out, if dev) as its own entry.
    const nested = path.join(source, "node_modules");
    cpSync(source, path.join(into, location), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => file !== nested,
    });
  }
  return { copied: wanted.length };
}
