import PDFDocument from "pdfkit";
import { CERTIFICATE_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { transcriptFonts } from "../chat/transcript-fonts.ts";

/** Everything the certificate names, as it was when the document was signed. */
export interface CertificateFacts {
  siteName: string;
  requestId: string;
  documentName: string;
  documentSha256: string;
  signerName: string;
  /** «+7 (999) ***-**-67»: the certificate travels with the document, the number stays ours. */
  phoneMasked: string;
  signedAt: Date;
  ip: string | null;
  method: string;
  requestedBy: string | null;
  requestedAt: Date;
  offerVersion: number | null;
  verifyUrl: string;
}

const MARGIN = 50;

/** «03.12.2026, 15:04:05»: a record of a signing names the second (Moscow's offset is whole hours). */
const moscowWithSeconds = (at: Date) =>
  `${formatMoscowDateTime(at)}:${String(at.getUTCSeconds()).padStart(2, "0")}`;

const utcOf = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

/**
 * «Лист подписания» (issue 45 §3): one A4 page that names the document and its SHA-256, the
 * signer, the masked number the code went to, the moment in Moscow time and UTC, the address, the
 * method and the basis (63-FZ art. 9 and the offer's section), and how to check it. Rendered with
 * the transcripts' embedded DejaVu fonts (the PDF's standard fonts have no Cyrillic).
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const fonts = await transcriptFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: "ru-RU",
    displayTitle: true,
    info: {
      Title: `${T.title} — ${facts.documentName}`,
      Author: facts.siteName,
      CreationDate: facts.signedAt,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  doc.font("bold").fontSize(18).fillColor("#000000").text(T.title);
  doc.font("regular").fontSize(10).fillColor("#444444").text(facts.siteName);
  doc.moveDown(0.5);
  doc.font("regular").fontSize(10).fillColor("#000000").text(T.lead);
  doc.moveDown();

  const field = (label: string, ...values: string[]) => {
    doc.font("bold").fontSize(9).fillColor("#444444").text(label);
    for (const value of values) {
      doc.font("regular").fontSize(11).fillColor("#000000").text(value);
    }
    doc.moveDown(0.6);
  };
  field(T.document, facts.documentName);
  doc.font("bold").fontSize(9).fillColor("#444444").text(T.hash);
  // 64 digits on one line (they fit at this size): copied whole into a check.
  doc.font("regular").fontSize(9.5).fillColor("#000000").text(facts.documentSha256);
  doc.moveDown(0.6);
  field(T.signer, facts.signerName);
  field(T.phone, facts.phoneMasked);
  field(T.signedAt, T.moscow(moscowWithSeconds(facts.signedAt)), T.utc(utcOf(facts.signedAt)));
  field(T.ip, facts.ip ?? T.unknown);
  field(T.method, facts.method);
  if (facts.requestedBy) {
    field(T.requested, `${facts.requestedBy}, ${formatMoscowDateTime(facts.requestedAt)} (МСК)`);
  }
  field(T.requestId, facts.requestId);
  field(T.basis, T.basisText(facts.offerVersion));
  field(T.check, T.checkText(facts.verifyUrl));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
