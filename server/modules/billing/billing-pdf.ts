import PDFDocument from "pdfkit";
import { amountInWords } from "../../../domain/billing/amount-in-words.ts";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { SIGNATURE_TEXTS } from "../../../domain/signatures/signatures.ts";
import { formatMoscowShortDate } from "../../../domain/time.ts";
import { transcriptFonts } from "../chat/transcript-fonts.ts";
import type { BillingDetails, BillingRow } from "./billing-documents.ts";
import {
  actSignatures,
  bankBlock,
  bankLineOf,
  type Doc,
  invoiceSignatures,
  MARGIN,
  partyLine,
  requisitesOf,
  serviceTable,
} from "./billing-pdf-blocks.ts";

/** Totals on the right, the count and the amount in words under them. */
function totals(doc: Doc, row: BillingRow, details: BillingDetails) {
  const amount = formatKopecks(row.amountKopecks);
  doc.font("bold").fontSize(10).text(`${T.total}: ${amount}`, { align: "right" });
  doc.font("regular").fontSize(10).text(details.vat_line, { align: "right" });
  if (row.kind === "invoice") {
    doc.font("bold").text(`${T.totalDue}: ${amount}`, { align: "right" });
  }
  doc.moveDown(0.5);
  doc
    .font("regular")
    .fontSize(10)
    .text(row.kind === "invoice" ? T.invoiceSummary(amount) : T.actSummary(amount));
  doc.font("bold").text(amountInWords(row.amountKopecks));
  doc.moveDown();
}

/**
 * The invoice or act as a PDF (issues 31 §3, 44 §2): as a company's accountant expects them —
 * the invoice under the bank block of a payment order, the act with both parties' signatures —
 * with the requisites as they were when it was issued.
 */
export async function billingPdf(row: BillingRow): Promise<Buffer> {
  const fonts = await transcriptFonts();
  const details = row.details as unknown as BillingDetails;
  const date = formatMoscowShortDate(row.createdAt);
  const invoice = row.kind === "invoice";
  const title = invoice ? T.invoiceTitle(row.number, date) : T.actTitle(row.number, date);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: "ru-RU",
    displayTitle: true,
    info: { Title: title, CreationDate: row.createdAt },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  const { firm, client } = details;
  if (invoice) bankBlock(doc, firm);
  doc.font("bold").fontSize(14).text(title);
  const lineY = doc.y + 4;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(doc.page.width - MARGIN, lineY)
    .lineWidth(1.5)
    .stroke();
  doc.y = lineY + 10;
  partyLine(doc, invoice ? T.invoiceSupplier : T.supplier, firm.name || T.firmUnnamed, [
    requisitesOf(firm),
    // The bank block says whose the firm's bank is; an act names it on the line.
    invoice ? null : bankLineOf(firm) && `${T.firmBankLine}: ${bankLineOf(firm)}`,
    [firm.phone, firm.email].filter(Boolean).join(", "),
  ]);
  partyLine(doc, invoice ? T.invoiceBuyer : T.buyer, client.name, [
    requisitesOf(client),
    bankLineOf(client) && `${T.clientBankLine}: ${bankLineOf(client)}`,
  ]);
  serviceTable(doc, row.serviceTitle, formatKopecks(row.amountKopecks));
  totals(doc, row, details);
  if (!invoice) {
    doc.font("regular").fontSize(10).text(T.actStatement);
    doc.moveDown();
    // Signed by a code from an SMS (issue 45 §3): the act says so where the signatures are.
    if (row.clientSignedAt) {
      doc.font("bold").fontSize(10).text(SIGNATURE_TEXTS.actSigned(row.clientSignedAt));
      doc.moveDown();
    }
  }
  doc.moveDown(1.5);
  if (invoice) invoiceSignatures(doc, firm);
  else actSignatures(doc, details);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
