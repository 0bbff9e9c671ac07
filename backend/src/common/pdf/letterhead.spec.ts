import type { FirmDetails } from '../../config/firm-details';
import { firmRegistrations, PDF_FONTS, renderFirmDocument } from './letterhead';

const FIRM: FirmDetails = {
  name: 'Table Bay Accounting',
  legalName: 'Table Bay Accounting (Pty) Ltd',
  addressLines: ['14 Belmont Road', 'Rondebosch', 'Cape Town', '7700'],
  phone: '021 685 4120',
  phoneInternational: '27216854120',
  whatsapp: '27823094120',
  email: 'hello@example.co.za',
  hours: 'Weekdays',
  policyVersion: '2026-11-24',
  vatNumber: '4123456789',
  saipaNumber: ' 12345 ',
};

describe('letterhead', () => {
  it('lists only the registrations that are set, in a fixed order', () => {
    expect(firmRegistrations(FIRM)).toEqual(['SAIPA membership number 12345']);
    expect(
      firmRegistrations({ ...FIRM, registrationNumber: '2014/123456/07', taxPractitionerNumber: 'PR-0123456', saitNumber: '' }),
    ).toEqual(['Company registration number 2014/123456/07', 'SARS tax practitioner number PR-0123456', 'SAIPA membership number 12345']);
  });

  it('gives the same bytes for the same document, and a page count a body that runs over gets', async () => {
    const body = (lines: number) => (doc: PDFKit.PDFDocument) => {
      doc.font(PDF_FONTS.regular).fontSize(10);
      for (let i = 1; i <= lines; i++) doc.text(`Line ${i}`);
    };
    const once = await renderFirmDocument({ firm: FIRM, title: 'Letter', documentName: 'Letter 1' }, body(5));
    const again = await renderFirmDocument({ firm: FIRM, title: 'Letter', documentName: 'Letter 1' }, body(5));
    expect(once.subarray(0, 5).toString()).toBe('%PDF-');
    expect(again.equals(once)).toBe(true);
    // Small: standard fonts, a vector mark.
    expect(once.length).toBeLessThan(8_000);

    const long = await renderFirmDocument({ firm: FIRM, title: 'Letter', documentName: 'Letter 2' }, body(120));
    expect(long.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it('passes on an error the body throws', async () => {
    await expect(
      renderFirmDocument({ firm: FIRM, title: 'Letter', documentName: 'Broken' }, () => {
        throw new Error('no data');
      }),
    ).rejects.toThrow('no data');
  });
});
