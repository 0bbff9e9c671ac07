import { describe, expect, it } from 'vitest';
import { engagementLetterSections, type LetterFacts } from './engagement-letters';

const FACTS: LetterFacts = {
  firm: {
    name: 'Table Bay Accounting',
    legalName: 'Table Bay Accounting (Pty) Ltd',
    address: '14 Belmont Road, Rondebosch, Cape Town, 7700',
    email: 'hello@example.co.za',
    phone: '021 685 4120',
    vatNumber: '4123456789',
    saipaNumber: '12345',
    saitNumber: null,
  },
  client: { name: 'Nkosi Catering', address: '12 Long Street, Cape Town', registrationNumber: '2019/123456/07', vatNumber: null },
  packageType: 'standard',
  title: 'Standard',
  customScope: null,
  monthlyFee: 'R3,599.00',
  feeIncludesVat: true,
  paymentTermsDays: 7,
  issuedOn: '26 Nov 2026',
};

const section = (facts: LetterFacts, heading: string) => engagementLetterSections(facts).find((s) => s.heading === heading);

describe('engagement letter wording', () => {
  it('covers scope, exclusions, fees, both sides, POPIA, termination and the professional body, in that order', () => {
    expect(engagementLetterSections(FACTS).map((s) => s.heading)).toEqual([
      'Parties',
      'Scope of work: Standard',
      'Not included',
      'Fees and when they change',
      'Your responsibilities',
      'Our responsibilities',
      'Personal information (POPIA)',
      'Ending the engagement',
      'Professional body',
      'Signing',
    ]);
  });

  it('names the client with its registration number, and the package features as the scope', () => {
    expect(section(FACTS, 'Parties')?.paragraphs[0]).toContain(
      'Nkosi Catering, registration number 2019/123456/07, 12 Long Street, Cape Town',
    );
    expect(section(FACTS, 'Scope of work: Standard')?.items).toContain('VAT201 returns prepared and submitted to SARS');
  });

  it('states the fee with VAT, or that no VAT is added, and the payment terms', () => {
    expect(section(FACTS, 'Fees and when they change')?.paragraphs[0]).toBe(
      'The fee is R3,599.00 a month, including VAT at 15%, invoiced monthly in advance and payable within 7 days of the invoice by EFT or through the portal.',
    );
    expect(section({ ...FACTS, feeIncludesVat: false }, 'Fees and when they change')?.paragraphs[0]).toContain(
      '(the firm is not registered for VAT, so no VAT is added)',
    );
  });

  it('adds a proposal’s own scope, and names the professional body only when its number is set', () => {
    expect(section({ ...FACTS, customScope: 'Two bank accounts.' }, 'Scope of work: Standard')?.paragraphs).toContain('Two bank accounts.');
    expect(section(FACTS, 'Professional body')?.paragraphs[0]).toContain('(SAIPA), practice number 12345');
    expect(section({ ...FACTS, firm: { ...FACTS.firm, saipaNumber: null } }, 'Professional body')?.paragraphs[0]).not.toContain('SAIPA');
  });
});
