import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 44 §1: the site is named in «Оформление», so no code spells the demo's brand — only the
 * demo seed, which names the demo site. Tests may (they check it is gone).
 */
const ROOTS = ["web", "server", "domain", "scripts"];
const ALLOWED = [/\.test\.tsx?$/, /^server\/db\/seed\/demo-/, /^server\/test\//];
const DEMO_NAMES = [/ЮрПомощь/i, /yurpomosh/i];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.(ts|tsx|html|svg|css|json)$/.test(name) ? [file] : [];
  });
}

describe("the demo's name", () => {
  it("is spelled by the demo seed alone", () => {
    const spelled = ROOTS.flatMap(filesUnder)
      .filter((file) => !ALLOWED.some((pattern) => pattern.test(file.split(path.sep).join("/"))))
      .filter((file) => DEMO_NAMES.some((name) => name.test(readFileSync(file, "utf8"))));
    expect(spelled).toEqual([]);
  });
});
