/**
 * The parts (zip entries) of a DOCX template: which are XML the template engine parses, and
 * which may be copied into a generated document at all.
 */

/** Word's XML parts and their relationships: parsed as text, so they have a cap of their own. */
export const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * A part name as Word writes one (`word/document.xml`, `[Content_Types].xml`): relative, with `/`
 * between segments. A name that climbs (`../`), starts at a root or drive (`/x`, `C:x`), uses `\`,
 * carries a control character or names a folder is no part: unpacked by a careless tool, the
 * client's copy would write outside its folder (a "zip slip"), so it is never copied into a
 * generated document.
 */
export function isSafePartName(name: string): boolean {
  if (name === "" || name.length > 1024 || name.endsWith("/")) return false;
  if (/[\\\p{Cc}]/u.test(name) || /^[a-z]:/i.test(name) || name.startsWith("/")) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}
