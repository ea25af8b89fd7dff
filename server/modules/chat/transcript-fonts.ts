import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * DejaVu Sans, from the `dejavu-fonts-ttf` package: the PDF's standard fonts have no Cyrillic,
 * and a font the server looks up on the machine would differ from host to host or be missing in
 * a slim container. Resolved like a module (from this file, through node_modules), so it is found
 * wherever `npm install` put the package: a clone, the built app, the e2e run's child process.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

export type TranscriptFonts = Record<keyof typeof FONT_FILES, Buffer>;

let loading: Promise<TranscriptFonts> | undefined;

/** Read once per process (1.4 MB together); every transcript embeds the glyphs it uses. */
export function transcriptFonts(): Promise<TranscriptFonts> {
  loading ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read (a broken install) is tried again by the next download, not kept.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
