import Docxtemplater from "docxtemplater";
import PizZip from "pizzip";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { badRequest } from "../../errors.ts";

/**
 * DOCX templates with docxtemplater: `{client.full_name}` is one placeholder named by its whole
 * text (our parser reads the data by that name; no expressions run), so a template can only ask
 * for values, never compute. Formatting stays as Word wrote it: only the placeholders' text runs
 * change.
 */
const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  // Our own refusal says what is wrong; docxtemplater would also print it to the console.
  errorLogging: false,
};

/** The zip, refused when it is none or would unpack past the limit (a zip bomb). */
function openZip(bytes: Buffer): PizZip {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw badRequest(T.notDocx);
  }
  let unpacked = 0;
  for (const file of Object.values(zip.files)) {
    unpacked +=
      (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  }
  if (unpacked > TEMPLATE_LIMITS.unpackedBytes) throw badRequest(T.notDocx);
  if (!zip.file("word/document.xml")) throw badRequest(T.notDocx);
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
export function placeholdersOf(bytes: Buffer): string[] {
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

type Values = Readonly<Record<string, string>>;

const valueParser = (tag: string) => ({
  get: (scope: unknown) => (scope as Values)[tag.trim()],
});

/**
 * The template filled with `values` (by placeholder name); placeholders without a value are left
 * empty and listed in `missing`.
 */
export function fillTemplate(bytes: Buffer, values: Values): { docx: Buffer; missing: string[] } {
  const missing = new Set<string>();
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(openZip(bytes), {
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
  const docx = doc.getZip().generate({ type: "nodebuffer", compression: "DEFLATE" }) as Buffer;
  return { docx, missing: [...missing] };
}
