import { formatCents } from '@table-bay/shared';
import type { BillingConfig } from '../../config/app-config';
import type { FirmDetails } from '../../config/firm-details';
import { PDF_COLOURS, PDF_FONTS, renderFirmDocument, type PageFrame } from '../../common/pdf/letterhead';
import { formatDate } from '../../mail/render';
import { creditNoteNumberText, invoiceNumberText, VAT_RATE_PERCENT } from '../billing-rules';
import type { CreditNote } from '../entities/credit-note.entity';
import type { Invoice } from '../entities/invoice.entity';

type Doc = PDFKit.PDFDocument;

/** Label and value pairs of the panel beside the addressee: numbers and dates. */
type Facts = Array<[string, string]>;

/**
 * A tax invoice as section 20(4) of the VAT Act requires (full invoice): the words "Tax Invoice",
 * supplier's name, address and VAT number, recipient's name, address and VAT number (when it has
 * one), serial number, date of issue, description, quantity and value of the supply, and the VAT
 * with the total. Without a firm VAT number it is a plain "Invoice" with no VAT shown. A client
 * company's registration number is printed too (Companies Act s32(4)). Drawn on the firm's
 * letterhead (common/pdf); docs/billing.md, "The invoice PDF", describes the layout.
 */
export function renderInvoicePdf(inv: Invoice, firm: FirmDetails, bank: BillingConfig['bank']): Promise<Buffer> {
  const title = inv.taxInvoice ? 'Tax Invoice' : 'Invoice';
  const number = invoiceNumberText(inv.number);
  return renderFirmDocument({ firm, title, documentName: `${title} ${number}` }, (doc, frame) => {
    addresseeAndFacts(doc, frame, inv, 'Bill to', [
      ['Invoice number', number],
      ['Date of issue', formatDate(inv.issuedAt)],
      ['Due date', formatDate(inv.dueAt)],
      ['Payment reference', inv.reference],
    ]);
    const unit = formatCents(Math.round(inv.totalCents / inv.quantity));
    lineTable(
      doc,
      frame,
      inv.description,
      `${formatDate(inv.periodStart)} to ${formatDate(inv.periodEnd)}`,
      String(inv.quantity),
      unit,
      formatCents(inv.totalCents),
    );
    totals(doc, frame, inv.taxInvoice, inv.totalCents, inv.vatCents, {
      net: 'Total excluding VAT',
      total: inv.taxInvoice ? 'Total including VAT' : 'Total',
    });
    if (inv.taxInvoice) note(doc, frame, `The total includes VAT at ${VAT_RATE_PERCENT}% of ${formatCents(inv.vatCents)}.`);
    else doc.moveDown(0.8);
    paymentPanel(doc, frame, inv, bank);
  });
}

/**
 * A credit note: its own number and date, the original invoice's number and date of issue, the
 * reason and the amounts credited (with the VAT in them when the invoice was a tax invoice).
 */
export function renderCreditNotePdf(creditNote: CreditNote, inv: Invoice, firm: FirmDetails): Promise<Buffer> {
  const title = inv.taxInvoice ? 'Tax Credit Note' : 'Credit Note';
  const number = creditNoteNumberText(creditNote.number);
  const original = invoiceNumberText(inv.number);
  return renderFirmDocument({ firm, title, documentName: `${title} ${number}` }, (doc, frame) => {
    addresseeAndFacts(doc, frame, inv, 'Credited to', [
      ['Credit note number', number],
      ['Date of issue', formatDate(creditNote.issuedAt)],
      ['Original invoice', original],
      ['Original invoice date', formatDate(inv.issuedAt)],
    ]);
    lineTable(
      doc,
      frame,
      `Credit against ${original}: ${inv.description}`,
      `Reason: ${creditNote.reason}`,
      '1',
      formatCents(creditNote.totalCents),
      formatCents(creditNote.totalCents),
    );
    totals(doc, frame, inv.taxInvoice, creditNote.totalCents, creditNote.vatCents, {
      net: 'Credit excluding VAT',
      total: inv.taxInvoice ? 'Total credited including VAT' : 'Total credited',
    });
    note(
      doc,
      frame,
      `This credit note reduces invoice ${original} of ${formatDate(inv.issuedAt)} (${formatCents(inv.totalCents)}) by ${formatCents(creditNote.totalCents)}.`,
    );
  });
}

/** The addressee on the left (name, address, registration and VAT numbers) and the document's facts on the right. */
function addresseeAndFacts(doc: Doc, frame: PageFrame, inv: Invoice, label: string, facts: Facts): void {
  const top = doc.y;
  const columnWidth = 250;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor(PDF_COLOURS.muted)
    .text(label.toUpperCase(), frame.left, top, { width: columnWidth, characterSpacing: 0.6 });
  doc.moveDown(0.3);
  doc.font(PDF_FONTS.bold).fontSize(11).fillColor(PDF_COLOURS.text).text(inv.clientName, { width: columnWidth });
  doc.font(PDF_FONTS.regular).fontSize(9.5);
  if (inv.clientAddress) doc.text(inv.clientAddress, { width: columnWidth });
  if (inv.clientRegistrationNumber) doc.text(`Company registration number: ${inv.clientRegistrationNumber}`, { width: columnWidth });
  if (inv.clientVatNumber) doc.text(`VAT number: ${inv.clientVatNumber}`, { width: columnWidth });
  const leftBottom = doc.y;

  // The facts in a tinted panel, labels left and values right-aligned.
  const panelLeft = frame.right - 215;
  const panelWidth = 215;
  const rowHeight = 17;
  const padding = 8;
  const panelHeight = facts.length * rowHeight + padding * 2 - 4;
  doc
    .save()
    .roundedRect(panelLeft, top - 4, panelWidth, panelHeight, 4)
    .fill(PDF_COLOURS.tint)
    .restore();
  facts.forEach(([name, value], i) => {
    const y = top - 4 + padding + i * rowHeight;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .fillColor(PDF_COLOURS.muted)
      .text(name, panelLeft + 10, y, { width: 100, lineBreak: false });
    doc
      .font(PDF_FONTS.bold)
      .fillColor(PDF_COLOURS.text)
      .text(value, panelLeft + 100, y, { width: panelWidth - 110, align: 'right', lineBreak: false });
  });
  doc.x = frame.left;
  doc.y = Math.max(leftBottom, top - 4 + panelHeight) + 24;
}

/** The supply: description (with a second, muted line), quantity, unit price and amount. */
function lineTable(
  doc: Doc,
  frame: PageFrame,
  description: string,
  detail: string,
  quantity: string,
  unitPrice: string,
  amount: string,
): void {
  const columns = { description: frame.left + 8, quantity: frame.right - 220, unit: frame.right - 175, amount: frame.right - 88 };
  const widths = { description: columns.quantity - columns.description - 12, quantity: 35, unit: 80, amount: 80 };
  const headTop = doc.y;
  doc.save().rect(frame.left, headTop, frame.width, 20).fill(PDF_COLOURS.brand).restore();
  doc.font(PDF_FONTS.bold).fontSize(8.5).fillColor('#ffffff');
  const headY = headTop + 6;
  doc.text('Description', columns.description, headY, { width: widths.description, lineBreak: false });
  doc.text('Qty', columns.quantity, headY, { width: widths.quantity, align: 'right', lineBreak: false });
  doc.text('Unit price', columns.unit, headY, { width: widths.unit, align: 'right', lineBreak: false });
  doc.text('Amount', columns.amount, headY, { width: widths.amount, align: 'right', lineBreak: false });

  const rowTop = headTop + 28;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor(PDF_COLOURS.text)
    .text(description, columns.description, rowTop, { width: widths.description });
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(PDF_COLOURS.muted).text(detail, { width: widths.description });
  const rowBottom = doc.y;
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor(PDF_COLOURS.text);
  doc.text(quantity, columns.quantity, rowTop, { width: widths.quantity, align: 'right', lineBreak: false });
  doc.text(unitPrice, columns.unit, rowTop, { width: widths.unit, align: 'right', lineBreak: false });
  doc.text(amount, columns.amount, rowTop, { width: widths.amount, align: 'right', lineBreak: false });
  const ruleY = rowBottom + 8;
  doc.save().moveTo(frame.left, ruleY).lineTo(frame.right, ruleY).lineWidth(0.6).strokeColor(PDF_COLOURS.rule).stroke().restore();
  doc.x = frame.left;
  doc.y = ruleY + 10;
}

/** Totals right-aligned under the amount column: the net and the VAT for a tax document, then the total. */
function totals(
  doc: Doc,
  frame: PageFrame,
  taxDocument: boolean,
  totalCents: number,
  vatCents: number,
  labels: { net: string; total: string },
): void {
  const labelLeft = frame.right - 300;
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(bold ? 11 : 10)
      .fillColor(PDF_COLOURS.text);
    doc.text(label, labelLeft, y, { width: 200, lineBreak: false });
    doc.text(value, frame.right - 100, y, { width: 92, align: 'right', lineBreak: false });
    doc.y = y + (bold ? 18 : 16);
  };
  if (taxDocument) {
    line(labels.net, formatCents(totalCents - vatCents));
    line(`VAT at ${VAT_RATE_PERCENT}%`, formatCents(vatCents));
  }
  const y = doc.y + 2;
  doc.save().moveTo(labelLeft, y).lineTo(frame.right, y).lineWidth(1).strokeColor(PDF_COLOURS.brand).stroke().restore();
  doc.y = y + 7;
  line(labels.total, formatCents(totalCents), true);
  doc.x = frame.left;
  doc.moveDown(0.6);
}

function note(doc: Doc, frame: PageFrame, text: string): void {
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(PDF_COLOURS.muted).text(text, frame.left, doc.y, { width: frame.width });
  doc.moveDown(1.2);
}

/**
 * How to pay and what is owed. The PDF is the invoice as issued and is never redrawn, so it states
 * the amount due and its date; that it has since been paid is shown in the portal (docs/billing.md).
 */
function paymentPanel(doc: Doc, frame: PageFrame, inv: Invoice, bank: BillingConfig['bank']): void {
  const rows: Facts = [
    ['Bank', bank.bankName],
    ['Account holder', bank.accountHolder],
    ['Account number', bank.accountNumber],
    ['Branch code', bank.branchCode],
    ['Account type', bank.accountType],
    ['Reference', inv.reference],
  ];
  const rowHeight = 15;
  const height = 44 + rows.length * rowHeight;
  if (doc.y + height > frame.bottom) doc.addPage();
  const top = doc.y;
  doc.save().roundedRect(frame.left, top, frame.width, height, 4).lineWidth(0.8).strokeColor(PDF_COLOURS.rule).stroke().restore();
  doc.save().rect(frame.left, top, 4, height).fill(PDF_COLOURS.accent).restore();

  doc
    .font(PDF_FONTS.bold)
    .fontSize(11)
    .fillColor(PDF_COLOURS.brand)
    .text('Pay by EFT', frame.left + 16, top + 12, { lineBreak: false });
  doc
    .font(PDF_FONTS.bold)
    .fontSize(10)
    .fillColor(PDF_COLOURS.text)
    .text(`Amount due: ${formatCents(inv.totalCents)} by ${formatDate(inv.dueAt)}`, frame.left + 16, top + 12, {
      width: frame.width - 32,
      align: 'right',
      lineBreak: false,
    });
  rows.forEach(([name, value], i) => {
    const y = top + 34 + i * rowHeight;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9.5)
      .fillColor(PDF_COLOURS.muted)
      .text(`${name}:`, frame.left + 16, y, { width: 110, lineBreak: false });
    doc
      .font(name === 'Reference' ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fillColor(PDF_COLOURS.text)
      .text(value, frame.left + 130, y, { width: 250, lineBreak: false });
  });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8.5)
    .fillColor(PDF_COLOURS.muted)
    .text('Quote the reference so we can match your payment.', frame.right - 216, top + height - 22, {
      width: 200,
      align: 'right',
      lineBreak: false,
    });
  doc.x = frame.left;
  doc.y = top + height + 12;
}
