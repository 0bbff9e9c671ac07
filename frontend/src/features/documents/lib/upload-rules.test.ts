import { describe, expect, it } from 'vitest';
import { categoryForRequest, perFileProgress, splitBySize } from '../../../lib/upload-rules';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('splitBySize', () => {
  it('keeps files up to 10 MB and rejects larger ones', () => {
    const limit = 10 * 1024 * 1024;
    const { accepted, tooLarge } = splitBySize([file('a.pdf', 10), file('b.pdf', limit + 1), file('c.pdf', limit)]);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(tooLarge.map((f) => f.name)).toEqual(['b.pdf']);
  });
});

describe('categoryForRequest', () => {
  it('maps a request type to its category', () => {
    expect(categoryForRequest('Bank statement')).toBe('bank_statement');
    expect(categoryForRequest('bank_statement')).toBe('bank_statement');
    expect(categoryForRequest('Bank statements March 2026')).toBe('bank_statement');
    expect(categoryForRequest('VAT return')).toBe('vat_return');
    expect(categoryForRequest('Tax certificate')).toBe('other');
  });
});

describe('perFileProgress', () => {
  it('fills files in order as the body is sent', () => {
    expect(perFileProgress([100, 100], 0, 200)).toEqual([0, 0]);
    expect(perFileProgress([100, 100], 50, 200)).toEqual([50, 0]);
    expect(perFileProgress([100, 100], 150, 200)).toEqual([100, 50]);
    expect(perFileProgress([100, 100], 200, 200)).toEqual([100, 100]);
  });
  it('spreads the multipart overhead over the files', () => {
    expect(perFileProgress([100, 100], 220, 220)).toEqual([100, 100]);
    expect(perFileProgress([100, 100], 110, 220)).toEqual([100, 0]);
  });
});
