import PDFDocument from 'pdfkit';
import type { BillingConfig } from '../../config/app-config';
import { creditNoteNumberText, formatRand, invoiceNumberText, VAT_RATE_PERCENT } from '../billing-rules';
import type { CreditNote } from '../entities/credit-note.entity';
import type { Invoice } from '../entities/invoice.entity';
import type { FirmDetails } from '../../config/firm-details';

const dateText = (d: Date): string =>
  new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(d);

/** Renders a PDF into memory; invoices are a page, so streaming buys nothing here. */
function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A fixed creation date keeps the bytes a function of the invoice alone.
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, firm: FirmDetails, title: string): void {
  doc.font('Helvetica-Bold').fontSize(20).text(title, { align: 'right' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).text(firm.legalName);
  doc.font('Helvetica').fontSize(10);
  for (const line of firm.addressLines) doc.text(line);
  doc.text(`${firm.phone} · ${firm.email}`);
  if (firm.vatNumber?.trim()) doc.text(`VAT registration number: ${firm.vatNumber.trim()}`);
  doc.moveDown();
}

function recipient(doc: PDFKit.PDFDocument, inv: Invoice, label: string): void {
  doc.font('Helvetica-Bold').text(label);
  doc.font('Helvetica').text(inv.clientName);
  if (inv.clientAddress) doc.text(inv.clientAddress);
  if (inv.clientVatNumber) doc.text(`VAT number: ${inv.clientVatNumber}`);
  doc.moveDown();
}

function row(doc: PDFKit.PDFDocument, left: string, right: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(left, 50, y, { width: 330 });
  const leftEnd = doc.y;
  doc.text(right, 380, y, { width: 165, align: 'right' });
  doc.y = Math.max(leftEnd, doc.y);
  doc.x = 50;
}

/**
 * A tax invoice as section 20(4) of the VAT Act requires (full invoice): the words "Tax Invoice",
 * supplier's name, address and VAT number, recipient's name, address and VAT number (when it has
 * one), serial number, date of issue, description, quantity and value of the supply, and the VAT
 * with the total. Without a firm VAT number it is a plain "Invoice" with no VAT shown.
 */
export function renderInvoicePdf(inv: Invoice, firm: FirmDetails, bank: BillingConfig['bank']): Promise<Buffer> {
  const title = inv.taxInvoice ? 'Tax Invoice' : 'Invoice';
  const number = invoiceNumberText(inv.number);
  return render((doc) => {
    header(doc, firm, title);
    recipient(doc, inv, 'Bill to');
    row(doc, 'Invoice number', number);
    row(doc, 'Date of issue', dateText(inv.issuedAt));
    row(doc, 'Due date', dateText(inv.dueAt));
    row(doc, 'Payment reference', inv.reference);
    doc.moveDown();
    row(doc, 'Description', 'Quantity × unit price = amount', true);
    row(
      doc,
      `${inv.description} (${dateText(inv.periodStart)} to ${dateText(inv.periodEnd)})`,
      `${inv.quantity} × ${formatRand(inv.totalCents / inv.quantity)} = ${formatRand(inv.totalCents)}`,
    );
    doc.moveDown();
    if (inv.taxInvoice) {
      row(doc, `Total excluding VAT`, formatRand(inv.totalCents - inv.vatCents));
      row(doc, `VAT at ${VAT_RATE_PERCENT}%`, formatRand(inv.vatCents));
      row(doc, 'Total (including VAT)', formatRand(inv.totalCents), true);
      doc.moveDown(0.5);
      doc.font('Helvetica').text(`The total includes VAT at ${VAT_RATE_PERCENT}% of ${formatRand(inv.vatCents)}.`);
    } else {
      row(doc, 'Total', formatRand(inv.totalCents), true);
    }
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Pay by EFT');
    doc.font('Helvetica');
    doc.text(`Bank: ${bank.bankName}`);
    doc.text(`Account holder: ${bank.accountHolder}`);
    doc.text(`Account number: ${bank.accountNumber}`);
    doc.text(`Branch code: ${bank.branchCode}`);
    doc.text(`Account type: ${bank.accountType}`);
    doc.text(`Reference: ${inv.reference}`);
  }, `${title} ${number}`);
}

/** A credit note: its own number, the original invoice's number, the reason and the amounts. */
export function renderCreditNotePdf(note: CreditNote, inv: Invoice, firm: FirmDetails): Promise<Buffer> {
  const title = inv.taxInvoice ? 'Tax Credit Note' : 'Credit Note';
  const number = creditNoteNumberText(note.number);
  return render((doc) => {
    header(doc, firm, title);
    recipient(doc, inv, 'Credited to');
    row(doc, 'Credit note number', number);
    row(doc, 'Date of issue', dateText(note.issuedAt));
    row(doc, 'Original invoice', invoiceNumberText(inv.number));
    row(doc, 'Reason', note.reason);
    doc.moveDown();
    if (inv.taxInvoice) {
      row(doc, 'Credit excluding VAT', formatRand(note.totalCents - note.vatCents));
      row(doc, `VAT at ${VAT_RATE_PERCENT}%`, formatRand(note.vatCents));
      row(doc, 'Total credited (including VAT)', formatRand(note.totalCents), true);
    } else {
      row(doc, 'Total credited', formatRand(note.totalCents), true);
    }
  }, `${title} ${number}`);
}
