import PizZip from "pizzip";

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** word/document.xml with `body` inside <w:body>: for a text of any shape and size. */
export const documentXmlOf = (body: string) =>
  `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The smallest DOCX Word opens: one paragraph per line, each in bold where `bold` asks (to see
 * the formatting kept). Enough for docxtemplater, and for a lawyer's template in a test.
 */
export function docxBytes(lines: readonly string[], bold = false): Buffer {
  const zip = new PizZip();
  zip.file(
    "[Content_Types].xml",
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const run = (text: string) =>
    `<w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  zip.file(
    "word/document.xml",
    documentXmlOf(lines.map((line) => `<w:p>${run(line)}</w:p>`).join("")),
  );
  return zip.generate({ type: "nodebuffer" }) as Buffer;
}

/** The document's text as Word stores it (word/document.xml), to read a filled DOCX back. */
export const documentXml = (docx: Buffer) =>
  new PizZip(docx).file("word/document.xml")?.asText() ?? "";
