import Docxtemplater from "docxtemplater";
import PizZip from "pizzip";
import { DOCUMENT_TEMPLATE_TEXTS as T } from "../../../domain/document-templates/document-templates.ts";
import { badRequest } from "../../errors.ts";
import { unzipDocx } from "./docx-unzip.ts";

/**
 * DOCX templates with docxtemplater: `{client.full_name}` is one placeholder named by its whole
 * text (our parser reads the data by that name; no expressions run), so a template can only ask
 * for values, never compute. Formatting stays as Word wrote it: only the placeholders' text runs
 * change. Runs in a worker thread (template-workers.ts): parsing is CPU work of up to seconds.
 */
const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  // Our own refusal says what is wrong; docxtemplater would also print it to the console.
  errorLogging: false,
};

/**
 * The template's parts as docxtemplater reads them. They come from our capped unzip
 * (docx-unzip.ts), never from PizZip's own, which trusts the sizes the zip declares; the
 * generated document is zipped from these parts alone, so a part dropped there (`../x`) is not in it.
 */
function openZip(bytes: Uint8Array): PizZip {
  const parts = unzipDocx(bytes);
  if (!parts.has("word/document.xml")) throw badRequest(T.notDocx);
  const zip = new PizZip();
  for (const [name, data] of parts) zip.file(name, data, { binary: true });
  return zip;
}

/** A template's mistakes, said in its own words («The tag beginning with "{name" is unclosed»). */
function templateProblem(error: unknown): string {
  const errors = (
    error as { properties?: { errors?: { properties?: { explanation?: string } }[] } }
  ).properties?.errors;
  const first = errors?.[0]?.properties?.explanation ?? (error as Error).message;
  return T.brokenTemplate(first);
}

/** Every placeholder of the template, in the order written; refuses what Word or we cannot read. */
export function placeholdersOf(bytes: Uint8Array): string[] {
  const zip = openZip(bytes);
  // docxtemplater asks the parser about every tag while it compiles: that is the list.
  const tags = new Set<string>();
  const recordingParser = (tag: string) => {
    tags.add(tag.trim());
    return valueParser(tag);
  };
  try {
    new Docxtemplater(zip, { ...OPTIONS, parser: recordingParser });
  } catch (error) {
    throw badRequest(templateProblem(error));
  }
  return [...tags];
}

export type TemplateValues = Readonly<Record<string, string>>;

/**
 * A placeholder reads the value of its own name, and only an own one: `{constructor}` or
 * `{__proto__}` must not reach Object.prototype (it printed «[object Object]»).
 */
const valueParser = (tag: string) => ({
  get: (scope: unknown) => {
    const name = tag.trim();
    const values = scope as TemplateValues;
    return Object.hasOwn(values, name) ? values[name] : undefined;
  },
});

/**
 * The template filled with `values` (by placeholder name); placeholders without a value are left
 * empty and listed in `missing`.
 */
export function fillTemplate(
  bytes: Uint8Array,
  values: TemplateValues,
): { docx: Uint8Array; missing: string[] } {
  const missing = new Set<string>();
  let doc: Docxtemplater;
  const zip = openZip(bytes);
  try {
    doc = new Docxtemplater(zip, {
      ...OPTIONS,
      parser: valueParser,
      nullGetter: (part) => {
        if (part.value) missing.add(String(part.value).trim());
        return "";
      },
    });
    doc.render(values);
  } catch (error) {
    throw badRequest(templateProblem(error));
  }
  const docx = doc.getZip().generate({ type: "uint8array", compression: "DEFLATE" });
  return { docx, missing: [...missing] };
}
