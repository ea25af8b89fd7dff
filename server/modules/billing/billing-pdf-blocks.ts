import type PDFDocument from "pdfkit";
import { BILLING_TEXTS as T } from "../../../domain/billing/billing.ts";
import { initialsOf } from "../../../domain/billing/firm-readiness.ts";
import { ogrnLabelOf } from "../../../domain/requisites.ts";
import type { BillingDetails } from "./billing-documents.ts";

/**
 * The parts of an invoice and an act (issue 44 §2): the bank block a payment order is typed from,
 * a party's line, the service table and the signatures. Drawn with pdfkit's own primitives.
 */
export const MARGIN = 40;
export type Doc = InstanceType<typeof PDFDocument>;
type Party = BillingDetails["firm"] | BillingDetails["client"];

const FONT_SIZE = 9;
const PAD = 3;

/** A framed cell with its text at the top left; `small` is a caption at its foot. */
function cell(
  doc: Doc,
  box: { x: number; y: number; w: number; h: number },
  text: string,
  small?: string,
) {
  doc.rect(box.x, box.y, box.w, box.h).lineWidth(0.6).strokeColor("#000000").stroke();
  doc
    .font("regular")
    .fontSize(FONT_SIZE)
    .fillColor("#000000")
    .text(text, box.x + PAD, box.y + PAD, { width: box.w - PAD * 2 });
  if (small) {
    doc
      .fontSize(7.5)
      .text(small, box.x + PAD, box.y + box.h - 11, { width: box.w - PAD * 2, lineBreak: false });
  }
}

const heightOf = (doc: Doc, text: string, width: number) =>
  doc
    .font("regular")
    .fontSize(FONT_SIZE)
    .heightOfString(text, { width: width - PAD * 2 });

/**
 * The bank block over the invoice's title, as the bank's model of a payment order has it: the
 * payee's bank with its БИК and correspondent account, then the payee's ИНН, КПП, name and
 * settlement account. An accountant copies a payment order from these cells.
 */
export function bankBlock(doc: Doc, firm: BillingDetails["firm"]) {
  const width = doc.page.width - MARGIN * 2;
  const left = width * 0.58;
  const label = width * 0.1;
  const value = width - left - label;
  const x0 = MARGIN;
  const x1 = x0 + left;
  const x2 = x1 + label;
  let y = doc.y;
  const bankHeight = Math.max(40, heightOf(doc, firm.bank_name ?? "", left) + 16);
  const half = bankHeight / 2;
  cell(doc, { x: x0, y, w: left, h: bankHeight }, firm.bank_name ?? "", T.firmBankLine);
  cell(doc, { x: x1, y, w: label, h: half }, T.bik);
  cell(doc, { x: x2, y, w: value, h: half }, firm.bik ?? "");
  cell(doc, { x: x1, y: y + half, w: label, h: bankHeight - half }, T.accountNo);
  cell(
    doc,
    { x: x2, y: y + half, w: value, h: bankHeight - half },
    firm.correspondent_account ?? "",
  );
  y += bankHeight;
  const innRow = 16;
  const payeeHeight = Math.max(40, heightOf(doc, firm.name, left) + 16);
  cell(doc, { x: x0, y, w: left / 2, h: innRow }, `ИНН ${firm.inn ?? ""}`);
  cell(doc, { x: x0 + left / 2, y, w: left / 2, h: innRow }, `${T.kpp} ${firm.kpp ?? ""}`.trim());
  cell(doc, { x: x0, y: y + innRow, w: left, h: payeeHeight }, firm.name, T.payee);
  cell(doc, { x: x1, y, w: label, h: innRow + payeeHeight }, T.accountNo);
  cell(doc, { x: x2, y, w: value, h: innRow + payeeHeight }, firm.account ?? "");
  doc.x = MARGIN;
  doc.y = y + innRow + payeeHeight + 14;
}

/** «ИНН 7707083893, КПП 773601001, ОГРН 1027700132195, Москва, …» (a sole trader's ОГРНИП). */
export const requisitesOf = (party: Party) =>
  [
    party.inn ? `ИНН ${party.inn}` : null,
    party.kpp ? `${T.kpp} ${party.kpp}` : null,
    party.ogrn ? `${ogrnLabelOf(party.ogrn)} ${party.ogrn}` : null,
    party.address,
  ]
    .filter(Boolean)
    .join(", ");

export const bankLineOf = (party: Party) =>
  party.bank_name && party.bik && party.account
    ? `${party.bank_name}, БИК ${party.bik}, р/с ${party.account}${party.correspondent_account ? `, к/с ${party.correspondent_account}` : ""}`
    : null;

/** «Поставщик (Исполнитель): ООО «Право», ИНН …» with the lines under it. */
export function partyLine(doc: Doc, label: string, name: string, lines: (string | null)[]) {
  doc.font("bold").fontSize(10).text(`${label}: `, { continued: true });
  doc.font("regular").text(name || "—");
  for (const line of lines) if (line) doc.fontSize(FONT_SIZE).text(line);
  doc.moveDown(0.6);
}

/** The one line of services: №, the service sold, 1 усл., the price and the sum. */
export function serviceTable(doc: Doc, title: string, amount: string) {
  const width = doc.page.width - MARGIN * 2;
  const columns = [0.06, 0.48, 0.09, 0.07, 0.15, 0.15].map((share) => width * share);
  const rows = [
    { cells: [T.lineNo, T.service, T.quantity, T.unit, T.price, T.amount], font: "bold" },
    { cells: ["1", title, "1", T.unitValue, amount, amount], font: "regular" },
  ];
  for (const { cells, font } of rows) {
    const top = doc.y;
    doc.font(font).fontSize(FONT_SIZE);
    const height = Math.max(
      ...cells.map((text, index) => doc.heightOfString(text, { width: (columns[index] ?? 0) - 8 })),
    );
    let x = MARGIN;
    cells.forEach((text, index) => {
      const cellWidth = columns[index] ?? 0;
      doc
        .rect(x, top, cellWidth, height + 8)
        .lineWidth(0.6)
        .strokeColor("#000000")
        .stroke();
      doc
        .font(font)
        .fontSize(FONT_SIZE)
        .fillColor("#000000")
        .text(text, x + 4, top + 4, { width: cellWidth - 8 });
      x += cellWidth;
    });
    doc.x = MARGIN;
    doc.y = top + height + 8;
  }
  doc.moveDown(0.8);
}

/** A line to sign on, with the name transcribed after it when the signatory is known. */
const signatureLine = (name: string | null | undefined) =>
  name ? T.signatureOf(initialsOf(name)) : T.signature;

/**
 * The invoice's signatures: an organisation's head and accountant (a small firm's head keeps the
 * books: the same person signs both), or the sole trader alone.
 */
export function invoiceSignatures(doc: Doc, firm: BillingDetails["firm"]) {
  const signatory = firm.signatory ?? null;
  doc.font("regular").fontSize(10);
  // Documents issued before issue 44 did not keep the form: a 15-digit number is a sole trader's.
  const soleTrader =
    (firm.legal_form ?? (firm.ogrn?.length === 15 ? "individual_entrepreneur" : "organization")) ===
    "individual_entrepreneur";
  if (soleTrader) {
    doc.text(`${T.soleTrader}  ${signatureLine(signatory?.name)}`);
    return;
  }
  const head = signatory ? `${T.head} (${signatory.title})` : T.head;
  doc.text(`${head}  ${signatureLine(signatory?.name)}`);
  doc.moveDown(1.2);
  doc.text(`${T.accountant}  ${signatureLine(signatory?.name)}`);
}

/** The act's signatures: the firm's and the company's, side by side, each as it signs. */
export function actSignatures(doc: Doc, details: BillingDetails) {
  const width = (doc.page.width - MARGIN * 2) / 2 - 10;
  const top = doc.y;
  const column = (x: number, label: string, name: string, party: Party) => {
    const signatory = party.signatory ?? null;
    doc.font("bold").fontSize(10).text(label, x, top, { width });
    doc.font("regular").fontSize(FONT_SIZE).text(name, { width });
    if (signatory?.title) doc.text(signatory.title, { width });
    doc.moveDown(1.5);
    doc.fontSize(10).text(signatureLine(signatory?.name), { width });
    doc.fontSize(8).text(T.stamp, { width });
    return doc.y;
  };
  const firmBottom = column(MARGIN, T.supplier, details.firm.name, details.firm);
  const clientBottom = column(MARGIN + width + 20, T.buyer, details.client.name, details.client);
  doc.x = MARGIN;
  doc.y = Math.max(firmBottom, clientBottom);
}
