import { LOGO_MARK } from '@table-bay/shared';
import type { FirmDetails } from '../../config/firm-details';

/**
 * The letterhead every document the firm issues is printed on (invoices and credit notes in
 * billing/pdf, engagement letters): the mark and the firm's name, its address and contact details
 * on the first page, a slim running head on the pages after it, and on every page a footer with the
 * firm's legal name, its registrations and "Page n of m". The firm's details come from the FIRM_*
 * settings (config/firm-details.ts); docs/billing.md, "The invoice PDF", shows the layout.
 *
 * Usage:
 *
 *   const pdf = await renderFirmDocument({ firm, title: 'Tax Invoice', documentName: 'Tax Invoice INV-000042' }, (doc, frame) => {
 *     doc.font(PDF_FONTS.regular).fontSize(10).text('…', frame.left, doc.y, { width: frame.width });
 *   });
 *
 * The PDF's fonts are the standard Helvetica faces every reader has, so nothing is embedded and an
 * invoice stays a few kilobytes; the mark is drawn as vectors from LOGO_MARK (packages/shared), the
 * drawing the website shows, so it is sharp at any zoom and costs no image. The bytes are a
 * function of the inputs alone (a fixed creation date, no random ids), so the same document
 * rendered twice is the same file.
 */

/** The faces used; standard PDF fonts (WinAnsi: "×", "·", "–" and accented Latin letters print, other scripts do not). */
export const PDF_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

/** The site's colours (frontend/src/styles/theme.ts) as the documents use them. */
export const PDF_COLOURS = {
  brand: LOGO_MARK.tileColour,
  accent: LOGO_MARK.tickColour,
  text: '#1c2526',
  muted: '#4b5a5b',
  rule: '#d5dede',
  /** Background of table heads and boxed panels. */
  tint: '#e6f0ef',
} as const;

/** The writable area of a page, in PDF points (A4 is 595 × 842). */
export interface PageFrame {
  left: number;
  right: number;
  width: number;
  /** Where the body starts on the first page (below the letterhead). */
  top: number;
  /** The lowest y the body may reach before the footer. */
  bottom: number;
}

export interface FirmDocumentOptions {
  firm: FirmDetails;
  /** The heading printed under the letterhead and on every running head: "Tax Invoice", "Engagement Letter". */
  title: string;
  /** The PDF's Title metadata, which readers show in their title bar: "Tax Invoice INV-000042". */
  documentName: string;
}

const PAGE_MARGIN = 50;
/** Room kept at the foot of every page for the footer. */
const FOOTER_HEIGHT = 46;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;

/** A creation date fixed at the epoch: the bytes must not depend on when a document was rendered. */
const FIXED_CREATION_DATE = new Date(0);

/**
 * pdfkit, loaded on the first document rather than at start: it is large, and most requests (and
 * most API test files) never make a PDF.
 */
export async function loadPdfKit(): Promise<typeof import('pdfkit')> {
  return (await import('pdfkit')).default;
}

/** The firm's mark at (x, y), `size` points square. */
export function drawLogoMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const m = LOGO_MARK;
  doc.save();
  doc.translate(x, y).scale(size / m.size);
  doc.roundedRect(0, 0, m.size, m.size, m.tileRadius).fill(m.tileColour);
  doc.lineWidth(m.strokeWidth).lineCap('round').lineJoin('round');
  doc.path(m.ledgerPath).stroke(m.ledgerColour);
  doc.path(m.tickPath).stroke(m.tickColour);
  doc.restore();
}

/**
 * The firm's registrations as the footer prints them, each only when set: company registration
 * number, SARS tax practitioner number, SAIPA and SAIT membership. (The VAT number stands in the
 * letterhead beside the address.)
 */
export function firmRegistrations(firm: FirmDetails): string[] {
  const entries: Array<[string, string | undefined]> = [
    ['Company registration number', firm.registrationNumber],
    ['SARS tax practitioner number', firm.taxPractitionerNumber],
    ['SAIPA membership number', firm.saipaNumber],
    ['SAIT membership number', firm.saitNumber],
  ];
  return entries.filter((e): e is [string, string] => Boolean(e[1]?.trim())).map(([label, value]) => `${label} ${value.trim()}`);
}

/**
 * Renders one of the firm's documents into memory: sets up an A4 page with the letterhead, lets
 * `draw` write the body (it may run onto further pages: each gets the running head, after which
 * the text goes on in the regular face at 10 pt in the text colour), then writes every page's
 * footer. Documents here are a few pages, so buffering beats streaming.
 */
export async function renderFirmDocument(
  options: FirmDocumentOptions,
  draw: (doc: PDFKit.PDFDocument, frame: PageFrame) => void | Promise<void>,
): Promise<Buffer> {
  const { firm, title } = options;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: {
      Title: options.documentName,
      Author: firm.legalName,
      Creator: firm.name,
      Producer: firm.name,
      CreationDate: FIXED_CREATION_DATE,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const right = A4_WIDTH - PAGE_MARGIN;
  const width = right - left;
  const bottom = A4_HEIGHT - PAGE_MARGIN - FOOTER_HEIGHT;

  // Pages the body runs onto get a slim running head, and the body goes on below it.
  doc.on('pageAdded', () => {
    drawLogoMark(doc, left, PAGE_MARGIN, 16);
    doc
      .font(PDF_FONTS.bold)
      .fontSize(9)
      .fillColor(PDF_COLOURS.brand)
      .text(firm.name, left + 24, PAGE_MARGIN + 4, { lineBreak: false });
    doc
      .font(PDF_FONTS.regular)
      .fillColor(PDF_COLOURS.muted)
      .text(options.documentName, left, PAGE_MARGIN + 4, { width, align: 'right', lineBreak: false });
    rule(doc, left, right, PAGE_MARGIN + 24);
    doc.fillColor(PDF_COLOURS.text).font(PDF_FONTS.regular).fontSize(10);
    doc.x = left;
    doc.y = PAGE_MARGIN + 36;
  });

  const top = firstPageHead(doc, firm, title, left, right);
  doc.fillColor(PDF_COLOURS.text).font(PDF_FONTS.regular).fontSize(10);
  doc.x = left;
  doc.y = top;

  return Promise.resolve()
    .then(() => draw(doc, { left, right, width, top, bottom }))
    .then(() => {
      footers(doc, firm, left, right);
      doc.end();
      return done;
    })
    .catch((err: unknown) => {
      doc.end();
      throw err;
    });
}

/** The first page's letterhead; answers where the body starts. */
function firstPageHead(doc: PDFKit.PDFDocument, firm: FirmDetails, title: string, left: number, right: number): number {
  const top = PAGE_MARGIN;
  const markSize = 44;
  drawLogoMark(doc, left, top, markSize);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(17)
    .fillColor(PDF_COLOURS.brand)
    .text(firm.name, left + markSize + 12, top + 6, { lineBreak: false });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .fillColor(PDF_COLOURS.muted)
    .text(firm.legalName, left + markSize + 12, top + 28, { lineBreak: false });

  // The firm's address and contact details, right-aligned beside the name; the VAT number here
  // too, where section 20(4) of the VAT Act expects it beside the supplier's name and address.
  const blockWidth = 230;
  const [street, ...place] = firm.addressLines.map((l) => l.trim()).filter(Boolean);
  const contact = [street, place.join(', '), firm.phone, firm.email];
  if (firm.vatNumber?.trim()) contact.push(`VAT registration number: ${firm.vatNumber.trim()}`);
  doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(PDF_COLOURS.text);
  doc.text(contact.filter(Boolean).join('\n'), right - blockWidth, top, { width: blockWidth, align: 'right', lineGap: 1.5 });
  const headBottom = Math.max(doc.y, top + markSize);

  const titleTop = headBottom + 18;
  rule(doc, left, right, titleTop - 8, PDF_COLOURS.brand, 1.2);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(20)
    .fillColor(PDF_COLOURS.brand)
    .text(title, left, titleTop + 4, { lineBreak: false });
  return titleTop + 40;
}

/** Every page's footer: legal name and registrations on the left, "Page n of m" on the right. */
function footers(doc: PDFKit.PDFDocument, firm: FirmDetails, left: number, right: number): void {
  const range = doc.bufferedPageRange();
  const pageLabelWidth = 70;
  const textWidth = right - left - pageLabelWidth - 10;
  doc.font(PDF_FONTS.regular).fontSize(7.5);
  const lines = [firm.legalName, ...joinWithin(doc, firmRegistrations(firm), ' · ', textWidth)].join('\n');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits inside the bottom margin; with the margin lifted, writing there cannot start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4_HEIGHT - PAGE_MARGIN - FOOTER_HEIGHT + 14;
    rule(doc, left, right, y - 6);
    doc.font(PDF_FONTS.regular).fontSize(7.5).fillColor(PDF_COLOURS.muted);
    doc.text(lines, left, y, { width: textWidth, lineGap: 1 });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, right - pageLabelWidth, y, {
      width: pageLabelWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** Joins entries with `separator` into lines no wider than `width`, breaking only between entries, so a number is never split from its label. */
function joinWithin(doc: PDFKit.PDFDocument, entries: string[], separator: string, width: number): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const last = lines.length - 1;
    if (last >= 0 && doc.widthOfString(`${lines[last]}${separator}${entry}`) <= width) lines[last] += `${separator}${entry}`;
    else lines.push(entry);
  }
  return lines;
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number, y: number, colour: string = PDF_COLOURS.rule, weight = 0.6): void {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(colour).stroke().restore();
}
