import { BANKS, parseBankDate, parseStatement, StatementFormatError } from './bank-layouts';

/** A small deterministic generator, so a failure can be replayed. */
function* randomFiles(count: number): Generator<string> {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const alphabet = 'Date,Amount,Description,Effective Money In Out Transaction HIST\n\r"\'0123456789/-. ;\t\u0000é';
  for (let i = 0; i < count; i++) {
    let s = '';
    const length = next() % 300;
    for (let j = 0; j < length; j++) s += alphabet[next() % alphabet.length];
    yield s;
  }
}

describe('parseStatement', () => {
  it('refuses any unreadable file with a StatementFormatError, never another error', () => {
    const mapping = { dateColumn: 'Date', descriptionColumn: 'Description', amountColumn: 'Amount' };
    for (const csv of randomFiles(500)) {
      for (const bank of BANKS) {
        try {
          parseStatement(bank, csv, mapping);
        } catch (err) {
          expect(err).toBeInstanceOf(StatementFormatError);
        }
      }
    }
  });

  it('knows a real date from one with the shape of a date', () => {
    expect(parseBankDate('2026/02/28')).toBe('2026-02-28');
    expect(parseBankDate('29 Feb 2028')).toBe('2028-02-29');
    expect(parseBankDate('2026/13/45')).toBeNull();
    expect(parseBankDate('29/02/2026')).toBeNull();
    expect(parseBankDate('20260231')).toBeNull();
  });
});
