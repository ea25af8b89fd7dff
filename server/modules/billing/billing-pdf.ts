import PDFDocument from "pdfkit";
import { amountInWords } from "../../../domain/billing/amount-in-words.ts";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { ogrnLabelOf } from "../../../domain/requisites.ts";
import { formatMoscowShortDate } from "../../../domain/time.ts";
import { transcriptFonts } from "../chat/transcript-fonts.ts";
import type { BillingDetails, BillingRow } from "./billing-documents.ts";

const MARGIN = 50;
type Doc = InstanceType<typeof PDFDocument>;

/** «ИНН 7707083893, ОГРН 1027700132195, Москва, …» (a sole trader's ОГРНИП): what it filled in. */
const requisites = (party: { inn: string | null; ogrn: string | null; address: string | null }) =>
  [
    party.inn ? `ИНН ${party.inn}` : null,
    party.ogrn ? `${ogrnLabelOf(party.ogrn)} ${party.ogrn}` : null,
    party.address,
  ]
    .filter(Boolean)
    .join(", ");

const bankLine = (party: BillingDetails["firm"] | BillingDetails["client"]) =>
  party.bank_name && party.bik && party.account
    ? `${party.bank_name}, БИК ${party.bik}, р/с ${party.account}${party.correspondent_account ? `, к/с ${party.correspondent_account}` : ""}`
    : null;

function party(doc: Doc, label: string, name: string, lines: (string | null)[]) {
  doc.font("bold").fontSize(10).text(`${label}: `, { continued: true });
  doc.font("regular").text(name || "—");
  for (const line of lines) if (line) doc.fontSize(9).text(line);
  doc.moveDown(0.6);
}

/** One service line: the title, 1, the price and the sum, as a small table. */
function serviceTable(doc: Doc, title: string, amount: string) {
  const width = doc.page.width - MARGIN * 2;
  const columns = [width * 0.55, width * 0.1, width * 0.175, width * 0.175];
  const headers = [T.service, T.quantity, T.price, T.amount];
  const row = [title, "1", amount, amount];
  for (const [cells, font] of [
    [headers, "bold"],
    [row, "regular"],
  ] as const) {
    const top = doc.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, index) => {
      const cellWidth = columns[index] ?? 0;
      doc.font(font).fontSize(9);
      height = Math.max(height, doc.heightOfString(cell, { width: cellWidth - 8 }) + 8);
      x += cellWidth;
    });
    x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = columns[index] ?? 0;
      doc.rect(x, top, cellWidth, height).lineWidth(0.5).strokeColor("#777777").stroke();
      doc
        .font(font)
        .fontSize(9)
        .fillColor("#000000")
        .text(cell, x + 4, top + 4, { width: cellWidth - 8 });
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  }
  doc.moveDown(0.8);
}

/**
 * The invoice or act as a PDF (issue 31 §3): both parties' requisites as they were when it was
 * issued, the service, the amount in figures and in words, the VAT line and the signature lines.
 */
export async function billingPdf(row: BillingRow): Promise<Buffer> {
  const fonts = await transcriptFonts();
  const details = row.details as unknown as BillingDetails;
  const date = formatMoscowShortDate(row.createdAt);
  const title =
    row.kind === "act" ? T.actTitle(row.number, date) : T.invoiceTitle(row.number, date);
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

  doc.font("bold").fontSize(14).text(title);
  doc.moveDown();
  const firm = details.firm;
  party(doc, T.supplier, firm.name || T.firmUnnamed, [
    requisites(firm),
    bankLine(firm) ? `${T.firmBankLine}: ${bankLine(firm)}` : null,
    [firm.phone, firm.email].filter(Boolean).join(", "),
  ]);
  const client = details.client;
  party(doc, T.buyer, client.name, [
    requisites(client),
    bankLine(client) ? `${T.clientBankLine}: ${bankLine(client)}` : null,
  ]);
  const amount = formatKopecks(row.amountKopecks);
  serviceTable(doc, row.serviceTitle, amount);
  doc.font("bold").fontSize(10).text(`${T.total}: ${amount}`, { align: "right" });
  doc.font("regular").fontSize(10).text(details.vat_line, { align: "right" });
  doc.moveDown(0.5);
  doc
    .font("regular")
    .fontSize(10)
    .text(`${T.inWords}: ${amountInWords(row.amountKopecks)}`);
  doc.moveDown();
  if (row.kind === "act") {
    doc.fontSize(10).text(T.actStatement);
    doc.moveDown();
  }
  doc.moveDown(2);
  doc.fontSize(10).text(T.signSupplier);
  if (row.kind === "act") {
    doc.moveDown();
    doc.text(T.signBuyer);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
