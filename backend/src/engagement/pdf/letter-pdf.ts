import type { LetterSection } from '@table-bay/shared';
import { loadPdfKit, PDF_COLOURS, PDF_FONTS, renderFirmDocument, type PageFrame } from '../../common/pdf/letterhead';
import type { FirmDetails } from '../../config/firm-details';

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

/** The letter's wording under the firm's letterhead (common/pdf), which numbers every page and repeats the reference on each. */
function body(doc: PDFKit.PDFDocument, frame: PageFrame, letter: LetterPrint): void {
  doc.font(PDF_FONTS.bold).fontSize(12).text(`${letter.title} · ${letter.clientName}`, frame.left, doc.y, { width: frame.width });
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor(PDF_COLOURS.muted);
  doc.text(`Reference ${letter.reference} · issued ${dateText(letter.sentAt)}`, { width: frame.width });
  doc.fillColor(PDF_COLOURS.text).moveDown();
  for (const section of letter.sections) {
    doc.font(PDF_FONTS.bold).fontSize(11).text(section.heading, { width: frame.width });
    doc.moveDown(0.3);
    doc.font(PDF_FONTS.regular).fontSize(10);
    for (const p of section.paragraphs) doc.text(p, { align: 'left', width: frame.width }).moveDown(0.4);
    for (const item of section.items ?? []) doc.text(`•  ${item}`, { indent: 10, width: frame.width }).moveDown(0.2);
    doc.moveDown(0.6);
  }
}

const letterDocument = (firm: FirmDetails, documentName: string) => ({ firm, title: 'Engagement letter', documentName });

/** The letter as presented for signing: the document whose SHA-256 the audit certificate names. */
export function renderPresentedLetter(firm: FirmDetails, letter: LetterPrint): Promise<Buffer> {
  return renderFirmDocument(letterDocument(firm, `Engagement letter ${letter.reference}`), (doc, frame) => {
    body(doc, frame, letter);
    doc.font(PDF_FONTS.italic).fontSize(10).text('To be signed electronically in the client portal.', { width: frame.width });
  });
}

function row(doc: PDFKit.PDFDocument, frame: PageFrame, label: string, value: string): void {
  const y = doc.y;
  doc.font(PDF_FONTS.bold).fontSize(9).text(label, frame.left, y, { width: 150 });
  const after = doc.y;
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(value, frame.left + 154, y, { width: frame.width - 154 });
  doc.y = Math.max(after, doc.y) + 4;
  doc.x = frame.left;
}

/**
 * The final signed letter: the wording as presented, both signatures, and the audit certificate
 * (docs/engagement-letters.md, "The audit certificate").
 */
export function renderSignedLetter(firm: FirmDetails, letter: LetterPrint, audit: AuditTrail): Promise<Buffer> {
  return renderFirmDocument(letterDocument(firm, `Signed engagement letter ${letter.reference}`), (doc, frame) => {
    body(doc, frame, letter);
    doc.font(PDF_FONTS.bold).fontSize(11).text('Signatures');
    doc.moveDown(0.5);
    doc.font(PDF_FONTS.regular).fontSize(10).text(`For ${letter.clientName}:`);
    if (audit.signaturePng) doc.image(audit.signaturePng, { fit: [220, 70] }).moveDown(0.3);
    doc.font(PDF_FONTS.bold).text(audit.signerName);
    doc.font(PDF_FONTS.regular).text(`Signed electronically on ${johannesburgTimestamp(audit.signedAt)}`);
    doc.moveDown();
    doc.text(`For ${firm.legalName}:`);
    doc.font(PDF_FONTS.bold).text(audit.countersignerName);
    doc
      .font(PDF_FONTS.regular)
      .text(
        `Countersigned electronically on ${johannesburgTimestamp(audit.countersignedAt)}${audit.countersignedAutomatically ? ' (automatically, by the firm’s standing instruction)' : ''}`,
      );

    doc.addPage();
    doc.font(PDF_FONTS.bold).fontSize(16).text('Audit certificate');
    doc.font(PDF_FONTS.regular).fontSize(9).text(`Engagement letter ${letter.reference}: ${letter.title}, ${letter.clientName}`);
    doc.moveDown();
    row(doc, frame, 'Document as presented (SHA-256)', audit.presentedSha256);
    row(doc, frame, 'Signer', audit.signerName);
    row(doc, frame, 'Signer’s verified email', audit.signerEmail);
    row(doc, frame, 'Countersigned by', audit.countersignerName);
    doc.moveDown(0.5);
    doc.font(PDF_FONTS.bold).fontSize(11).text('Events (Africa/Johannesburg)');
    doc.moveDown(0.3);
    row(doc, frame, 'Sent', johannesburgTimestamp(audit.sentAt));
    row(doc, frame, 'First viewed', audit.firstViewedAt ? johannesburgTimestamp(audit.firstViewedAt) : 'Not recorded');
    if (audit.firstViewedIp) row(doc, frame, 'Viewed from IP', audit.firstViewedIp);
    if (audit.firstViewedUserAgent) row(doc, frame, 'Viewed with', audit.firstViewedUserAgent);
    row(doc, frame, 'Signed', johannesburgTimestamp(audit.signedAt));
    row(doc, frame, 'Signed from IP', audit.signerIp ?? 'Not recorded');
    row(doc, frame, 'Signed with', audit.signerUserAgent ?? 'Not recorded');
    row(doc, frame, 'Countersigned', johannesburgTimestamp(audit.countersignedAt));
    if (audit.countersignedAutomatically) row(doc, frame, 'Countersigned how', 'Automatically when the client signed (firm setting)');
    else {
      row(doc, frame, 'Countersigned from IP', audit.countersignerIp ?? 'Not recorded');
      row(doc, frame, 'Countersigned with', audit.countersignerUserAgent ?? 'Not recorded');
    }
    doc.moveDown();
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .text(
        'The signer typed their full name and confirmed their consent to sign electronically, signed in with the verified email above. ' +
          'An electronic signature of this kind is valid for this agreement under section 13 of the Electronic Communications and Transactions Act, 2002. ' +
          `Anyone holding this file can check that it is unchanged at ${audit.verifyUrl}: any changed byte makes it not valid.`,
      );
  });
}

/**
 * Whether a drawn signature can be printed: rendered once into a throwaway document, so a PNG with
 * a valid header but broken image data is refused when it is sent, not when the firm countersigns.
 */
export async function isPrintablePng(png: Buffer): Promise<boolean> {
  const PDFDocument = await loadPdfKit();
  try {
    await new Promise<void>((resolve, reject) => {
      const doc = new PDFDocument({ size: 'A4' });
      doc.on('data', () => undefined);
      doc.on('end', resolve);
      doc.on('error', reject);
      try {
        doc.image(png, { fit: [220, 70] });
        doc.end();
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    return true;
  } catch {
    return false;
  }
}
