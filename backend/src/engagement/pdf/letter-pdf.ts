import PDFDocument from 'pdfkit';
import type { LetterSection } from '@table-bay/shared';
import type { FirmConfig } from '../../config/app-config';

/** Everything the PDFs print besides the wording: one letter's identity and, once signed, its audit trail. */
export interface LetterPrint {
  reference: string;
  title: string;
  clientName: string;
  sentAt: Date;
  sections: LetterSection[];
}

export interface AuditTrail {
  presentedSha256: string;
  signerName: string;
  signerEmail: string;
  /** The drawn signature, PNG bytes, when there is one. */
  signaturePng: Buffer | null;
  sentAt: Date;
  firstViewedAt: Date | null;
  firstViewedIp: string | null;
  firstViewedUserAgent: string | null;
  signedAt: Date;
  signerIp: string | null;
  signerUserAgent: string | null;
  countersignerName: string;
  countersignedAt: Date;
  countersignedAutomatically: boolean;
  countersignerIp: string | null;
  countersignerUserAgent: string | null;
  /** The public page that checks a copy against the stored hash. */
  verifyUrl: string;
}

const TIME_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as the audit certificate prints it: Johannesburg time with its offset, "2026-11-26 16:05:12 +02:00". */
export function johannesburgTimestamp(d: Date): string {
  const p = Object.fromEntries(TIME_PARTS.formatToParts(d).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${offset}`;
}

const dateText = (d: Date): string =>
  new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(d);

/** Renders into memory; a fixed creation date keeps the bytes a function of the letter alone. */
function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true, info: { Title: title, CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

function letterhead(doc: PDFKit.PDFDocument, firm: FirmConfig): void {
  doc.font('Helvetica-Bold').fontSize(14).text(firm.legalName);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(firm.addressLines.filter(Boolean).join(', '));
  doc.text(`${firm.phone} · ${firm.email}`);
  const numbers = [
    firm.vatNumber?.trim() ? `VAT ${firm.vatNumber.trim()}` : null,
    firm.saipaNumber ? `SAIPA ${firm.saipaNumber}` : null,
    firm.saitNumber ? `SAIT ${firm.saitNumber}` : null,
  ].filter(Boolean);
  if (numbers.length) doc.text(numbers.join(' · '));
  doc.fillColor('black').moveDown(1.5);
}

function body(doc: PDFKit.PDFDocument, firm: FirmConfig, letter: LetterPrint): void {
  letterhead(doc, firm);
  doc.font('Helvetica-Bold').fontSize(18).text('Engagement letter');
  doc.font('Helvetica').fontSize(10).text(`${letter.title} · ${letter.clientName}`);
  doc.text(`Reference ${letter.reference} · issued ${dateText(letter.sentAt)}`);
  doc.moveDown();
  for (const section of letter.sections) {
    doc.font('Helvetica-Bold').fontSize(11).text(section.heading);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10);
    for (const p of section.paragraphs) doc.text(p, { align: 'left' }).moveDown(0.4);
    for (const item of section.items ?? []) doc.text(`•  ${item}`, { indent: 10 }).moveDown(0.2);
    doc.moveDown(0.6);
  }
}

/** Numbers every page "Reference · page n of m", so a page taken out of the document is noticed. */
function pageNumbers(doc: PDFKit.PDFDocument, reference: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(`${reference} · page ${i + 1} of ${range.count}`, 56, doc.page.height - 36, { width: doc.page.width - 112, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** The letter as presented for signing: the document whose SHA-256 the audit certificate names. */
export function renderPresentedLetter(firm: FirmConfig, letter: LetterPrint): Promise<Buffer> {
  return render(`Engagement letter ${letter.reference}`, (doc) => {
    body(doc, firm, letter);
    doc.font('Helvetica-Oblique').fontSize(10).text('To be signed electronically in the client portal.');
    pageNumbers(doc, letter.reference);
  });
}

function row(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).text(label, 56, y, { width: 150 });
  const after = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(value, 210, y, { width: doc.page.width - 266 });
  doc.y = Math.max(after, doc.y) + 4;
  doc.x = 56;
}

/**
 * The final signed letter: the wording as presented, both signatures, and the audit certificate
 * (docs/engagement-letters.md, "The audit certificate").
 */
export function renderSignedLetter(firm: FirmConfig, letter: LetterPrint, audit: AuditTrail): Promise<Buffer> {
  return render(`Signed engagement letter ${letter.reference}`, (doc) => {
    body(doc, firm, letter);
    doc.font('Helvetica-Bold').fontSize(11).text('Signatures');
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).text(`For ${letter.clientName}:`);
    if (audit.signaturePng) doc.image(audit.signaturePng, { fit: [220, 70] }).moveDown(0.3);
    doc.font('Helvetica-Bold').text(audit.signerName);
    doc.font('Helvetica').text(`Signed electronically on ${johannesburgTimestamp(audit.signedAt)}`);
    doc.moveDown();
    doc.text(`For ${firm.legalName}:`);
    doc.font('Helvetica-Bold').text(audit.countersignerName);
    doc
      .font('Helvetica')
      .text(
        `Countersigned electronically on ${johannesburgTimestamp(audit.countersignedAt)}${audit.countersignedAutomatically ? ' (automatically, by the firm’s standing instruction)' : ''}`,
      );

    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text('Audit certificate');
    doc.font('Helvetica').fontSize(9).text(`Engagement letter ${letter.reference}: ${letter.title}, ${letter.clientName}`);
    doc.moveDown();
    row(doc, 'Document as presented (SHA-256)', audit.presentedSha256);
    row(doc, 'Signer', audit.signerName);
    row(doc, 'Signer’s verified email', audit.signerEmail);
    row(doc, 'Countersigned by', audit.countersignerName);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(11).text('Events (Africa/Johannesburg)');
    doc.moveDown(0.3);
    row(doc, 'Sent', johannesburgTimestamp(audit.sentAt));
    row(doc, 'First viewed', audit.firstViewedAt ? johannesburgTimestamp(audit.firstViewedAt) : 'Not recorded');
    if (audit.firstViewedIp) row(doc, 'Viewed from IP', audit.firstViewedIp);
    if (audit.firstViewedUserAgent) row(doc, 'Viewed with', audit.firstViewedUserAgent);
    row(doc, 'Signed', johannesburgTimestamp(audit.signedAt));
    row(doc, 'Signed from IP', audit.signerIp ?? 'Not recorded');
    row(doc, 'Signed with', audit.signerUserAgent ?? 'Not recorded');
    row(doc, 'Countersigned', johannesburgTimestamp(audit.countersignedAt));
    if (audit.countersignedAutomatically) row(doc, 'Countersigned how', 'Automatically when the client signed (firm setting)');
    else {
      row(doc, 'Countersigned from IP', audit.countersignerIp ?? 'Not recorded');
      row(doc, 'Countersigned with', audit.countersignerUserAgent ?? 'Not recorded');
    }
    doc.moveDown();
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        'The signer typed their full name and confirmed their consent to sign electronically, signed in with the verified email above. ' +
          'An electronic signature of this kind is valid for this agreement under section 13 of the Electronic Communications and Transactions Act, 2002. ' +
          `Anyone holding this file can check that it is unchanged at ${audit.verifyUrl}: any changed byte makes it not valid.`,
      );
    pageNumbers(doc, letter.reference);
  });
}

/**
 * Whether a drawn signature can be printed: rendered once into a throwaway document, so a PNG with
 * a valid header but broken image data is refused when it is sent, not when the firm countersigns.
 */
export async function isPrintablePng(png: Buffer): Promise<boolean> {
  try {
    await render('signature check', (doc) => {
      doc.image(png, { fit: [220, 70] });
    });
    return true;
  } catch {
    return false;
  }
}
