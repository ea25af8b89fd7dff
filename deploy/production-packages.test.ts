import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyProductionPackages } from "../scripts/production-packages.ts";

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-prod-packages-"));
  dirs.push(dir);
  return dir;
}

/** A checkout whose lockfile has a production package with a nested one, a dev package and
 * another platform's optional binary (not installed, as npm would leave it). */
function checkout(installed: Record<string, string>) {
  const root = tempDir();
  const packages = {
    "": { name: "app" },
    "node_modules/prod": { version: "1.0.0" },
    "node_modules/prod/node_modules/nested": { version: "2.0.0" },
    "node_modules/prod/node_modules/nested-dev": { version: "1.0.0", dev: true },
    "node_modules/tool": { version: "3.0.0", dev: true },
    "node_modules/binary-other-os": { version: "1.0.0", optional: true },
  };
  writeFileSync(path.join(root, "package-lock.json"), JSON.stringify({ packages }));
  for (const [location, version] of Object.entries(installed)) {
    mkdirSync(path.join(root, location), { recursive: true });
    writeFileSync(path.join(root, location, "package.json"), JSON.stringify({ version }));
    writeFileSync(path.join(root, location, "index.js"), "");
  }
  return root;
}

const complete = {
  "node_modules/prod": "1.0.0",
  "node_modules/prod/node_modules/nested": "2.0.0",
  "node_modules/prod/node_modules/nested-dev": "1.0.0",
  "node_modules/tool": "3.0.0",
};

describe("copyProductionPackages", () => {
  it("copies what npm ci --omit=dev installs: every entry not marked dev, nested ones too", () => {
    const root = checkout(complete);
    const into = tempDir();
    expect(copyProductionPackages(path.join(root, "package-lock.json"), root, into)).toEqual({
      copied: 2,
    });
    const has = (location: string) => existsSync(path.join(into, location, "index.js"));
    expect(has("node_modules/prod")).toBe(true);
    expect(has("node_modules/prod/node_modules/nested")).toBe(true);
    expect(has("node_modules/prod/node_modules/nested-dev")).toBe(false);
    expect(has("node_modules/tool")).toBe(false);
  });

  it("copies nothing when the checkout's install is not the lockfile's", () => {
    const into = tempDir();
    const stale = checkout({ ...complete, "node_modules/prod": "0.9.0" });
    expect(copyProductionPackages(path.join(stale, "package-lock.json"), stale, into)).toEqual({
      mismatch: "node_modules/prod is 0.9.0, the lockfile says 1.0.0",
    });
    const { "node_modules/prod/node_modules/nested": _, ...withoutNested } = complete;
    const partial = checkout(withoutNested);
    expect(copyProductionPackages(path.join(partial, "package-lock.json"), partial, into)).toEqual({
      mismatch: "node_modules/prod/node_modules/nested is not installed",
    });
    expect(existsSync(path.join(into, "node_modules"))).toBe(false);
  });
});
